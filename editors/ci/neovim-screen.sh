#!/usr/bin/env bash
# What only a person sees, read off the screen: a real Neovim in tmux with init-0.11.lua and di-lsp-features.lua,
# two windows (the root's file above, a reader's below), edits in normal mode, and `tmux capture-pane` after each.
# Hints and lenses must follow the diagnostics in both windows: after `dd` of the provider and `u`, the reader's
# hint is back (not `← missing`) and the provider's lens too; after deleting the requirement below, the lenses
# above count no reader. Needs NVIM, tmux and di-lsp on PATH. Each wait ends as soon as the screen shows what is
# expected; the limit only stops a check that would never pass.
source "$(dirname "$0")/lib.sh"
nvim=${NVIM:-nvim}
command -v tmux >/dev/null || fail "tmux is not installed"

workspace="$scratch/screen"
mkdir -p "$workspace"
printf '%s\n' 'import DIRuntime' '' 'final class RootComponent: BootstrapComponent {' '    var session: Session { Session() }' \
    '    var feed: FeedComponent { FeedComponent(parent: self) }' '}' >"$workspace/Root.swift"
printf '%s\n' 'import DIRuntime' '' 'protocol FeedDependency: Dependency {' '    var session: Session { get }' '}' '' \
    'final class FeedComponent: Component<FeedDependency> {}' >"$workspace/Feed.swift"
git -C "$workspace" init -q
printf "dofile('%s')\ndofile('%s')\n" "$editors/neovim/init-0.11.lua" "$editors/neovim/di-lsp-features.lua" >"$scratch/init.lua"

session="di-lsp-screen-$$"
screen() { tmux capture-pane -p -t "$session"; }
# expect WHAT PATTERN...: waits until the screen matches every pattern (grep -E), else fails showing it.
expect() {
    local what=$1; shift
    for _ in $(seq 1 600); do
        local shown ok=1
        shown=$(screen)
        for pattern in "$@"; do grep -Eq -- "$pattern" <<<"$shown" || ok=0; done
        if [ "$ok" = 1 ]; then echo "ok - $what"; return; fi
        sleep 0.1
    done
    echo "screen:"; screen | sed 's/^/    /'
    tmux kill-session -t "$session"
    fail "neovim screen: $what"
}

start() {
    tmux kill-session -t "$session" 2>/dev/null || true
    tmux new-session -d -s "$session" -x 140 -y 30 \
        "cd '$workspace' && '$nvim' -u '$scratch/init.lua' -i NONE -n -o Root.swift Feed.swift"
    expect "the reader's hint and the provider's lens are drawn" '← RootComponent \(1 up\)' 'provided to 1 component'
}

start
tmux send-keys -t "$session" 4G dd
expect "deleting the provider: the reader's hint says missing" 'session: Session \{ get \} ← missing'
tmux send-keys -t "$session" u
expect "undo: the reader's hint and the provider's lens are back" \
    'session: Session \{ get \} ← RootComponent \(1 up\)' 'Session\(\) \} provided to 1 component'
tmux kill-session -t "$session"

start
tmux send-keys -t "$session" C-w C-w 4G dd
expect "deleting the requirement below: the lenses above count no reader" '0 consumers \| 1 path' 'provided to no component'
tmux kill-session -t "$session"
