# Bistro: the two quick-start commands are `make site` and `make test`.
SWIFT ?= swift
BISTRO = .build/release/bistro

.PHONY: site test deps build release bench-build bench-process bench-site clean

## Install what a fresh Debian machine lacks (libcmark-dev, libsqlite3-dev, pkg-config).
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Build the demo restaurant's site from Content/ and Templates/ into Site/.
site: release
	$(BISTRO) build --content Content --templates Templates --output Site
	@echo "Preview: python3 -m http.server -d Site 8000"

## Time a cold and a no-change build of a generated 10,000-item menu (output on /dev/shm).
bench-site: deps
	python3 Benchmarks/site/run.py

## Run the whole test suite.
test: deps
	$(SWIFT) build --product bistro
	$(SWIFT) test

clean:
	rm -rf .build Site spool orders.sqlite*
