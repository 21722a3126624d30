# Shared by the editor checks: paths, a scratch directory removed on exit, and the test workspace.
set -euo pipefail
editors=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
repo=$(cd "$editors/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/di-lsp-editors.XXXXXX")
[ -n "${KEEP_SCRATCH:-}" ] || trap 'rm -rf "$scratch"' EXIT
export SWIFT_BACKTRACE=enable=no

fail() {
    echo "FAILED: $*" >&2
    exit 1
}

# A copy of Examples/Mistakes made into a git repository at DIR, so `.git` is the only root marker
# (as in a real repository without Package.swift at the top). Its problems are known: see
# editors/neovim/test/check.lua for the list every editor check expects.
make_mistakes_workspace() {
    local dir=$1
    mkdir -p "$dir"
    cp "$repo"/Examples/Mistakes/*.swift "$dir"/
    git -C "$dir" init -q
}

# A copy of Examples/SwinjectApp made into a git repository at DIR (the Swinject check).
make_swinject_workspace() {
    mkdir -p "$1"
    cp "$repo"/Examples/SwinjectApp/*.swift "$1"/
    git -C "$1" init -q
}

# The workspace of the graph-feature checks: Examples/Mistakes plus two dependency protocols, one
# inheriting the other, for the type hierarchy (no component requires them, so no diagnostic changes).
make_features_workspace() {
    make_mistakes_workspace "$1"
    printf '%s\n' 'import DIRuntime' '' 'protocol TrackingDependency: Dependency {' '    var tracker: Tracker { get }' '}' '' \
        'protocol AuditDependency: TrackingDependency {}' >"$1/Tracking.swift"
}

# di-lsp must be on PATH: run-editor-checks.sh builds it once and puts its folder first.
command -v di-lsp >/dev/null || fail "di-lsp is not on PATH (run editors/ci/run-editor-checks.sh)"
