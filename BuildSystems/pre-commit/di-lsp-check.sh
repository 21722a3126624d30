#!/bin/sh
# The pre-commit hook `di-lsp-check`: builds di-lsp alone (release) in the hook's own checkout the first time,
# then checks the workspace from the repository root. pre-commit keeps one checkout per revision, so a built
# binary is never stale. The build's output goes to a log, shown only when the build fails.
set -e
hook_repository=$(cd "$(dirname "$0")/../.." && pwd)
binary="$hook_repository/.build/release/di-lsp"
if [ ! -x "$binary" ]; then
    log="$hook_repository/.build/di-lsp-hook-build.log"
    mkdir -p "$hook_repository/.build"
    echo "di-lsp: building di-lsp for the pre-commit hook (once per revision of the hook; a few minutes)" >&2
    if ! swift build -c release --product di-lsp --package-path "$hook_repository" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        echo "di-lsp: the build failed (log: $log)" >&2
        exit 2
    fi
fi
exec "$binary" --check "$@"
