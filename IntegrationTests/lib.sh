# Shared by the integration checks: the repository root, a scratch directory removed on exit, and
# `expect_in FILE TEXT WHAT` / `fail WHY`, which print why a check failed before exiting non-zero.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/di-lsp-integration.XXXXXX")
[ -n "${KEEP_SCRATCH:-}" ] || trap 'rm -rf "$scratch"' EXIT
export SWIFT_BACKTRACE=enable=no

fail() {
    echo "FAILED: $*" >&2
    exit 1
}

# Fails unless FILE contains the fixed string TEXT; WHAT says what the text proves.
expect_in() {
    grep -qF -- "$2" "$1" || { echo "--- $1:" >&2; tail -n 40 "$1" >&2; fail "$3: expected to see: $2"; }
}

# Fails if FILE contains the fixed string TEXT.
expect_not_in() {
    if grep -qF -- "$2" "$1"; then echo "--- $1:" >&2; tail -n 40 "$1" >&2; fail "$3: did not expect: $2"; fi
}

# Installs Debian packages with apt-get, reading the package lists first when they are missing or out of date (a
# fresh machine has none). Returns apt-get's status.
install_debian_packages() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null 2>&1 && return 0
    apt-get update -q >/dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null 2>&1
}

# Runs a command with its output in LOG; prints how long it took; returns its status without exiting.
run_logged() {
    local log=$1; shift
    local started=$SECONDS status=0
    "$@" >"$log" 2>&1 || status=$?
    echo "  ran: $* (exit $status, $((SECONDS - started)) s)"
    return $status
}
