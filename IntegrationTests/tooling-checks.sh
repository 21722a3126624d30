#!/usr/bin/env bash
# The real-tool checks of issues 5, 11 and 19 that concern the command line: SARIF and .di-lsp.json, make install,
# the pre-commit hook (real pre-commit from PyPI), the SwiftPM plugins (real swift build) and the testing kit
# (real swift test with DIRuntimeTesting and di-gen mocks), di-gen under Ninja and Bazel. Each prints PASS or FAIL with its time; the exit
# status is non-zero when any failed.
# Usage: IntegrationTests/tooling-checks.sh [CHECK ...]   (names below; default: all)
# Needs the Swift toolchain, git, make, perl and python3 (pre-commit is installed with pip if missing).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
checks=("$@")
[ ${#checks[@]} -gt 0 ] || checks=(check-and-configuration make-install pre-commit-hook swiftpm-plugins testing-kit ninja bazel)

# shellcheck source=/dev/null
source "$here/lib/run-checks.sh"
run_checks "$here" "${checks[@]}"
echo "tooling checks: $(( ${#checks[@]} - failed )) passed, $failed failed"
[ "$failed" -eq 0 ]
