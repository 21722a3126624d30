# Release builds of the two tools and their installation:
#   make install PREFIX=$HOME/.local     (default PREFIX: /usr/local; DESTDIR is honoured for packaging)
#   make uninstall PREFIX=...
# On Linux the Swift standard library and Foundation are linked statically, so the installed binaries
# keep working without the toolchain's libraries on the library path.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
STRIP ?= strip
TOOLS := di-lsp di-gen
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
SWIFT_BUILD := $(SWIFT) build -c release $(STATIC_STDLIB)

.PHONY: all build install uninstall test clean

all: build

build:
	$(SWIFT_BUILD) --product di-lsp
	$(SWIFT_BUILD) --product di-gen

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	bin_path="$$($(SWIFT_BUILD) --show-bin-path)" && \
	for tool in $(TOOLS); do install -m 0755 "$$bin_path/$$tool" "$(DESTDIR)$(BINDIR)/$$tool"; done
	@# Symbols make up most of an unstripped release binary (74-78 MB on Linux); stripped, the tools are far smaller.
	if command -v $(STRIP) >/dev/null 2>&1; then for tool in $(TOOLS); do $(STRIP) "$(DESTDIR)$(BINDIR)/$$tool"; done; fi
	@echo "installed $(TOOLS) into $(DESTDIR)$(BINDIR)"
	@# Editors and hooks start di-lsp by name: say so when the folder is not on PATH (not when packaging).
	@if [ -z "$(DESTDIR)" ]; then case ":$$PATH:" in *":$(BINDIR):"*) ;; \
		*) echo "note: $(BINDIR) is not on PATH; editors start di-lsp by name, so add to your shell's profile: export PATH=\"$(BINDIR):\$$PATH\"";; esac; fi

uninstall:
	for tool in $(TOOLS); do rm -f "$(DESTDIR)$(BINDIR)/$$tool"; done

test:
	$(SWIFT) test --disable-swift-testing

clean:
	$(SWIFT) package clean
