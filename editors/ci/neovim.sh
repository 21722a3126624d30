#!/usr/bin/env bash
# Neovim checks: the 0.11 set-up (vim.lsp.config + vim.lsp.enable), the older vim.lsp.start form, and
# di-lsp beside sourcekit-lsp when sourcekit-lsp is on PATH. Each runs a real headless Neovim on a
# copy of Examples/Mistakes. Needs NVIM (the nvim binary) and di-lsp on PATH.
source "$(dirname "$0")/lib.sh"
nvim=${NVIM:-nvim}
"$nvim" --version | head -1

# run_nvim NAME SETUP [VAR=VALUE ...]: one headless Neovim with the set-up and extra environment.
run_nvim() {
    local name=$1 setup=$2; shift 2
    local workspace="$scratch/$name"
    make_mistakes_workspace "$workspace"
    echo "  neovim: $name"
    env DI_SETUP="$setup" DI_WORKSPACE="$workspace" "$@" \
        timeout 120 "$nvim" --headless -u NONE -i NONE -c "luafile $editors/neovim/test/check.lua" \
        >"$scratch/$name.log" 2>&1 || { sed 's/^/    /' "$scratch/$name.log"; fail "neovim $name"; }
    grep -c '^ok - ' "$scratch/$name.log" | sed 's/^/    expectations met: /'
}

run_nvim config "$editors/neovim/init-0.11.lua"

# The graph features with di-lsp-features.lua: hints, lenses, hierarchies, rename, refresh, :DiLspGraph.
features="$scratch/features"
make_features_workspace "$features"
echo "  neovim: features"
env DI_SETUP="$editors/neovim/init-0.11.lua" DI_WORKSPACE="$features" DI_ALSO="$editors/neovim/di-lsp-features.lua" \
    timeout 120 "$nvim" --headless -u NONE -i NONE -c "luafile $editors/neovim/test/check-features.lua" \
    >"$scratch/features.log" 2>&1 || { sed 's/^/    /' "$scratch/features.log"; fail "neovim features"; }
grep -c '^ok - ' "$scratch/features.log" | sed 's/^/    expectations met: /'
# Swinject: a missing registration, an argument mismatch, hover and go to the registration.
swinject="$scratch/swinject"
make_swinject_workspace "$swinject"
echo "  neovim: swinject"
env DI_SETUP="$editors/neovim/init-0.11.lua" DI_WORKSPACE="$swinject" \
    timeout 120 "$nvim" --headless -u NONE -i NONE -c "luafile $editors/neovim/test/check-swinject.lua" \
    >"$scratch/swinject.log" 2>&1 || { sed 's/^/    /' "$scratch/swinject.log"; fail "neovim swinject"; }
grep -c '^ok - ' "$scratch/swinject.log" | sed 's/^/    expectations met: /'
run_nvim start "$editors/neovim/init-start.lua"
if command -v sourcekit-lsp >/dev/null; then
    run_nvim beside-sourcekit "$editors/neovim/init-0.11.lua" \
        DI_ALSO="$editors/neovim/sourcekit-lsp.lua:$editors/neovim/go-to-provider.lua" DI_GO_TO=gp \
        DI_EXPECT_CLIENTS=sourcekit_lsp DI_EXPECT_SOURCE=SourceKit
else
    echo "  neovim: beside-sourcekit skipped: sourcekit-lsp is not on PATH"
fi
# On screen: hints and lenses redrawn after edits, read with tmux capture-pane.
echo "  neovim: screen"
bash "$editors/ci/neovim-screen.sh" >"$scratch/screen.log" 2>&1 || { sed 's/^/    /' "$scratch/screen.log"; fail "neovim screen"; }
grep -c '^ok - ' "$scratch/screen.log" | sed 's/^/    expectations met: /'
