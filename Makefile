# Bistro: the two quick-start commands are `make site` and `make test`.
SWIFT ?= swift
BISTRO = .build/release/bistro

# `make install`: where (DESTDIR is prepended for staging), and what from.
PREFIX ?= /usr/local
DESTDIR ?=
# Man pages and completion scripts are generated from the command definitions (swift-argument-parser) into
# GENERATED; swift-argument-parser's generate-manual tool is built by its plugin the first time.
GENERATED ?= .build/generated
GENERATE_MANUAL = .build/debug/generate-manual-tool
MANUAL_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null || date +%F)
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The README and docs/*.md, which error messages and manuals point to once installed.
DOCDIR = $(DESTDIR)$(PREFIX)/share/doc/bistro

.PHONY: site test lint browser-test deps build release bench-site bench-images bench-orders bench-orderbook bench-preview demo-orders clean install uninstall generated

## Install what a fresh Debian machine lacks (libcmark-dev, libvips42, libqrencode-dev, libsqlite3-dev, pkg-config, …).
deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

## The release binary carries the Swift runtime and Foundation (--static-swift-stdlib): it starts faster and needs
## only Debian's C libraries where it is installed (docs/performance.md has the figures).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib

## Build the demo restaurant's site from Content/ and Templates/ into Site/.
site: release
	$(BISTRO) build --content Content --templates Templates --output Site
	@echo "Serve: $(BISTRO) serve   (while editing: $(BISTRO) serve --preview)"

## Time a cold and a no-change build of a generated 10,000-item menu (output on /dev/shm), then the same menu
## (../shared/bench/gen_menu.py) built by Bistro and by Hugo in turn (needs `apt-get install hugo`).
bench-site: deps
	python3 Benchmarks/site/run.py

## Run the whole test suite: the formatter's lint, the Swift tests, then the browser suite.
test: deps lint
	$(SWIFT) build --product bistro
	@$(MAKE) --no-print-directory -s $(GENERATE_MANUAL)
	$(SWIFT) test
	$(BROWSER_TESTS)

## The formatter's check (the toolchain's swift-format with .swift-format): prints nothing when the sources and
## tests are formatted. `swift format --in-place --recursive --parallel Sources Tests Package.swift` formats them.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

## The browser suite alone (Tests/Browser): headless Chromium and axe-core on the demo site served by the
## debug bistro; screenshots go to Tests/Browser/screenshots/.
BROWSER_TESTS = python3 -m pytest -q Tests/Browser
browser-test: deps
	$(SWIFT) build --product bistro
	$(BROWSER_TESTS)

## Order processor benchmark: 10,000 order files on tmpfs and on disk (median orders/s, peak RSS).
## ARGS="--runs 15 --baseline OLD/bistro --content DIR" alternates with an older build and compares.
bench-orders: release
	python3 Benchmarks/orders/run.py $(ARGS)

## Photos (issue 28): 200 photos prepared by bistro build, cold and unchanged, beside Hugo's image processing of
## the same photos; the bytes a phone downloads for the menu page; a pixel bomb's peak memory. Needs the vips
## command (apt-get install libvips-tools) and hugo. ARGS="--baseline OLD/bistro" adds the bytes before photos.
bench-images: release
	python3 Benchmarks/images/run.py $(ARGS)

## Publishing as the order book grows: builds with --db over 1,000 and 100,000 orders (medians, peak RSS, site size).
bench-orderbook: release
	python3 Benchmarks/orderbook/run.py

## Live preview: 20 edits of the demo's menu, each timed from the write to the page's reload event (median, max).
bench-preview: release
	python3 Benchmarks/preview/run.py

## Order endpoint beside the same-work Python server (../shared/bench/naive_server.py) in the same run: 1,000
## POST /api/orders to receipt on disk (median, p99), concurrent orders/s, peak RSS. ARGS="--rounds 3
## --baseline OLD/bistro" alternates them and compares medians.
bench-serve: release
	python3 Benchmarks/serve/run.py $(ARGS)

## Submit the example orders in Examples/orders/ and process them into ./spool and ./orders.sqlite.
demo-orders: release
	$(BISTRO) submit --no-check Examples/orders/*.json --spool spool
	$(BISTRO) process --content Content --spool spool --db orders.sqlite --now 2026-11-22T17:00:00-05:00
	$(BISTRO) orders --content Content --db orders.sqlite

## Install bistro, its man pages, bash/zsh/fish completions and documentation (README.md, docs/*.md in
## share/doc/bistro) under $(DESTDIR)$(PREFIX) (default /usr/local).
## BISTRO=path installs another build without building the release one (the tests use the debug build).
install: $(if $(filter .build/release/bistro,$(BISTRO)),release) generated
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR) $(DOCDIR)
	install -m 0755 $(BISTRO) $(BINDIR)/bistro
	install -m 0644 README.md docs/*.md $(DOCDIR)/
	install -m 0644 $(GENERATED)/man/*.1 $(MANDIR)/
	install -m 0644 $(GENERATED)/bistro.bash $(BASHDIR)/bistro
	install -m 0644 $(GENERATED)/_bistro $(ZSHDIR)/_bistro
	install -m 0644 $(GENERATED)/bistro.fish $(FISHDIR)/bistro.fish

## Remove what `make install` installed (same PREFIX and DESTDIR).
uninstall:
	rm -f $(BINDIR)/bistro $(MANDIR)/bistro.1 $(MANDIR)/bistro.*.1 $(BASHDIR)/bistro $(ZSHDIR)/_bistro $(FISHDIR)/bistro.fish
	rm -f $(DOCDIR)/README.md $(addprefix $(DOCDIR)/,$(notdir $(wildcard docs/*.md)))
	rmdir $(DOCDIR) 2>/dev/null || true

## Man pages (one per command) and completion scripts for $(BISTRO), into $(GENERATED). The manuals' EXIT
## STATUS is Bistro's (0, 64, 1: scripts/man-exit-status.mdoc), a blank line of a help text is a paragraph
## break (mdoc warns about blank lines), "…" is written "..." (the tool drops it) and docs/NAME.md is where
## `make install` puts it.
generated: $(GENERATE_MANUAL)
	rm -rf $(GENERATED) && mkdir -p $(GENERATED)/man
	$(GENERATE_MANUAL) $(BISTRO) --multi-page --date $(MANUAL_DATE) --output-directory $(GENERATED)/man
	sed -i -e '/^\.Ex -std$$/{r scripts/man-exit-status.mdoc' -e 'd' -e '}' -e 's/^$$/.Pp/' \
		-e 's|docs/\([a-z]*\.md\)|$(PREFIX)/share/doc/bistro/\1|g' $(GENERATED)/man/*.1
	$(BISTRO) --generate-completion-script bash > $(GENERATED)/bistro.bash
	$(BISTRO) --generate-completion-script zsh > $(GENERATED)/_bistro
	$(BISTRO) --generate-completion-script fish > $(GENERATED)/bistro.fish

# swift-argument-parser's generate-manual plugin builds its tool; asked only for --help, it builds nothing else.
$(GENERATE_MANUAL):
	$(SWIFT) package plugin generate-manual --help > /dev/null

clean:
	rm -rf .build Site spool orders.sqlite*
