#!/usr/bin/env bash
# Proves README's install command: `make install PREFIX=...` builds release binaries and installs
# di-lsp and di-gen, which then run from the prefix on their own.
source "$(dirname "$0")/lib.sh"
cd "$repo"
prefix="$scratch/prefix"
run_logged "$scratch/make.log" make install PREFIX="$prefix" || { tail -n 30 "$scratch/make.log"; fail "make install failed"; }
for tool in di-lsp di-gen; do
    [ -x "$prefix/bin/$tool" ] || fail "$prefix/bin/$tool was not installed"
    "$prefix/bin/$tool" --version | grep -q "^$tool " || fail "$tool --version did not answer"
    # Installed binaries are stripped: no symbol table left.
    if command -v nm >/dev/null 2>&1 && nm "$prefix/bin/$tool" >/dev/null 2>&1; then
        [ "$(nm "$prefix/bin/$tool" 2>/dev/null | wc -l)" -eq 0 ] || fail "$tool was installed unstripped"
    fi
    echo "installed $tool: $(wc -c <"$prefix/bin/$tool") bytes"
done
status=0
(cd "$scratch" && PATH="$prefix/bin:$PATH" di-lsp --check "$repo/Examples/Mistakes") >"$scratch/check.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "the installed di-lsp should exit 1 on Examples/Mistakes, got $status"
expect_in "$scratch/check.txt" "Examples/Mistakes/Help.swift:6:9: error:" "the installed di-lsp checks"
echo "make install: ok"
