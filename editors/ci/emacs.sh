#!/usr/bin/env bash
# Emacs checks in `emacs --batch` on copies of Examples/Mistakes: Eglot (also in Eglot's strict mode,
# which rejects any non-standard field), lsp-mode alone, and lsp-mode with di-lsp as an add-on beside
# sourcekit-lsp, and Eglot with sourcekit-lsp plus di-lsp-flymake.el, when sourcekit-lsp is on PATH. Needs emacs (with elpa-eglot and elpa-lsp-mode) and di-lsp.
source "$(dirname "$0")/lib.sh"
emacs --version | head -1

# run_emacs NAME "LOAD FILES" [VAR=VALUE ...]: one batch Emacs loading the files in order.
run_emacs() {
    local name=$1 files=$2; shift 2
    local workspace="$scratch/$name" arguments=()
    make_mistakes_workspace "$workspace"
    for file in $files; do arguments+=(-l "$editors/emacs/$file"); done
    echo "  emacs: $name"
    env DI_WORKSPACE="$workspace" "$@" timeout 180 emacs --batch -l "$editors/emacs/test/check-common.el" \
        "${arguments[@]}" >"$scratch/$name.log" 2>&1 || { sed 's/^/    /' "$scratch/$name.log"; fail "emacs $name"; }
    grep -c '^ok - ' "$scratch/$name.log" | sed 's/^/    expectations met: /'
}

run_emacs eglot "di-lsp-eglot.el test/check-eglot.el"

# The graph features on Examples/Mistakes plus a protocol pair: hover facts, rename and the graph with
# Eglot (in its strict mode); code lenses, call hierarchy requests, rename and the graph with lsp-mode.
run_emacs_features() {
    local name=$1 files=$2 workspace="$scratch/$1" arguments=()
    shift 2
    make_features_workspace "$workspace"
    for file in $files; do arguments+=(-l "$editors/emacs/$file"); done
    echo "  emacs: $name"
    env DI_WORKSPACE="$workspace" "$@" timeout 180 emacs --batch -l "$editors/emacs/test/check-common.el" "${arguments[@]}" \
        >"$scratch/$name.log" 2>&1 || { sed 's/^/    /' "$scratch/$name.log"; fail "emacs $name"; }
    grep -c '^ok - ' "$scratch/$name.log" | sed 's/^/    expectations met: /'
}
run_emacs_features eglot-features "di-lsp-eglot.el di-lsp-commands.el test/check-eglot-features.el"
run_emacs_features lsp-mode-features "di-lsp-lsp-mode.el di-lsp-commands.el test/check-lsp-mode-features.el"
run_emacs eglot-strict "di-lsp-eglot.el test/check-eglot.el" DI_EGLOT_STRICT=1
run_emacs lsp-mode "di-lsp-lsp-mode.el test/check-lsp-mode.el"
if command -v sourcekit-lsp >/dev/null; then
    run_emacs lsp-mode-beside-sourcekit "test/sourcekit-lsp-mode.el di-lsp-lsp-mode.el test/check-lsp-mode.el" \
        DI_EXPECT_SERVERS=sourcekit-ls DI_FIND_PROVIDER=1 DI_TIMEOUT=60
    run_emacs eglot-sourcekit-with-flymake-check \
        "test/sourcekit-eglot.el di-lsp-flymake.el test/check-eglot-beside-sourcekit.el" DI_TIMEOUT=60
    run_emacs_features lsp-mode-features-beside-sourcekit \
        "test/sourcekit-lsp-mode.el di-lsp-lsp-mode.el di-lsp-commands.el test/check-lsp-mode-features.el" \
        DI_EXPECT_SERVERS=sourcekit-ls DI_TIMEOUT=60
else
    echo "  emacs: lsp-mode-beside-sourcekit, eglot-sourcekit-with-flymake-check and lsp-mode-features-beside-sourcekit skipped: no sourcekit-lsp on PATH"
fi
