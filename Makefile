# Bistro: the two quick-start commands are `make site` and `make test`.
SWIFT ?= swift
BISTRO = .build/release/bistro

.PHONY: site test deps build release bench-site bench-orders bench-orderbook bench-preview demo-orders clean

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
	@echo "Serve: $(BISTRO) serve   (while editing: $(BISTRO) serve --preview)"

## Time a cold and a no-change build of a generated 10,000-item menu (output on /dev/shm).
bench-site: deps
	python3 Benchmarks/site/run.py

## Run the whole test suite.
test: deps
	$(SWIFT) build --product bistro
	$(SWIFT) test

## Order processor benchmark: 10,000 order files on tmpfs and on disk (median orders/s, peak RSS).
bench-orders: release
	python3 Benchmarks/orders/run.py

## Publishing as the order book grows: builds with --db over 1,000 and 100,000 orders (medians, peak RSS, site size).
bench-orderbook: release
	python3 Benchmarks/orderbook/run.py

## Live preview: 20 edits of the demo's menu, each timed from the write to the page's reload event (median, max).
bench-preview: release
	python3 Benchmarks/preview/run.py

## Submit the example orders in Examples/orders/ and process them into ./spool and ./orders.sqlite.
demo-orders: release
	$(BISTRO) submit Examples/orders/*.json --spool spool
	$(BISTRO) process --content Content --spool spool --db orders.sqlite --now 2026-11-22T17:00:00-05:00
	$(BISTRO) orders --content Content --db orders.sqlite

clean:
	rm -rf .build Site spool orders.sqlite*
