#!/usr/bin/env bash
# Proves the Bazel rules of BuildSystems/Bazel with a real Bazel (Debian's bazel-bootstrap 4.2, installed if
# missing): `di_gen` writes the same providers as `di-gen generate`; a second build runs no action; a changed
# input reruns only di-gen's action; `di_lsp_check_test` passes, and fails on a missing dependency.
source "$(dirname "$0")/lib.sh"

if ! command -v bazel >/dev/null; then
    install_debian_packages bazel-bootstrap || fail "bazel is not installed and apt-get could not install bazel-bootstrap"
fi
cd "$repo"
run_logged "$scratch/build.log" swift build -c release --product di-gen || { tail -n 30 "$scratch/build.log"; fail "di-gen did not build"; }
run_logged "$scratch/build-lsp.log" swift build -c release --product di-lsp || { tail -n 30 "$scratch/build-lsp.log"; fail "di-lsp did not build"; }
bin=$(swift build -c release --show-bin-path)

ws="$scratch/workspace"
mkdir -p "$ws/tools" "$ws/bazel" "$ws/app"
# No network here: Bazel's test runner wants coverage tools it downloads; an offline stand-in satisfies it.
cat >"$ws/WORKSPACE" <<'WORKSPACE'
workspace(name = "di_lsp_example")

local_repository(name = "remote_coverage_tools", path = "third_party/remote_coverage_tools")
WORKSPACE
mkdir -p "$ws/third_party/remote_coverage_tools"
: >"$ws/third_party/remote_coverage_tools/WORKSPACE"
printf '#!/bin/sh\nexit 0\n' >"$ws/third_party/remote_coverage_tools/coverage_report_generator"
chmod +x "$ws/third_party/remote_coverage_tools/coverage_report_generator"
echo 'exports_files(["coverage_report_generator"])' >"$ws/third_party/remote_coverage_tools/BUILD"
cp "$bin/di-gen" "$bin/di-lsp" "$ws/tools/"
echo 'exports_files(["di-gen", "di-lsp"])' >"$ws/tools/BUILD"
cp BuildSystems/Bazel/di_gen.bzl "$ws/bazel/"
: >"$ws/bazel/BUILD"
cp -R Examples/NewsApp/Sources "$ws/app/Sources"
rm -f "$ws/app/Sources/NewsApp/GeneratedProviders.swift"
cat >"$ws/app/BUILD" <<'BUILD'
load("//bazel:di_gen.bzl", "di_gen", "di_lsp_check_test")

di_gen(name = "providers", srcs = glob(["Sources/**/*.swift"]), out = "GeneratedProviders.swift")

di_lsp_check_test(name = "di_check", srcs = glob(["Sources/**/*.swift"]))
BUILD
cd "$ws"
b() { bazel --output_user_root="$scratch/bazel-root" "$@"; }
# Bazel prints "INFO: N processes: ..." (or "INFO: 1 process: ...") after each build; actions run = processes
# other than Bazel's own internal ones.
processes() { grep -Eo 'INFO: [0-9]+ process(es)?: .*' "$1" | tail -n 1; }

echo "1. the build writes what di-gen generate writes"
run_logged first.log b build //app:providers || { tail -n 40 first.log; fail "bazel build failed"; }
cmp -s bazel-bin/app/GeneratedProviders.swift "$repo/Examples/NewsApp/Sources/NewsApp/GeneratedProviders.swift" \
    || fail "bazel's output differs from the committed NewsApp providers"

echo "2. a second build runs no action"
run_logged second.log b build //app:providers || fail "bazel build failed"
echo "  $(processes second.log)"
processes second.log | grep -Eq '^INFO: ([0-9]+) process(es)?: [0-9]+ internal\.$|^INFO: 0 processes' \
    || fail "the no-op build ran an action: $(processes second.log)"

echo "3. a changed input reruns di-gen's action, and only it"
printf '\n// a comment\n' >>app/Sources/NewsApp/FeedComponent.swift
run_logged third.log b build //app:providers -s || fail "bazel build failed"
echo "  $(processes third.log)"
[ "$(grep -c '^SUBCOMMAND' third.log)" -eq 1 ] || fail "expected one action: $(grep '^SUBCOMMAND' third.log)"
expect_in third.log "di-gen: generating dependency providers" "the action run is di-gen's"

echo "4. di_lsp_check_test passes, and fails on a missing dependency"
run_logged test.log b test //app:di_check || { tail -n 40 test.log; fail "the check test failed"; }
grep -v "var session" app/Sources/NewsApp/RootComponent.swift >"$scratch/RootComponent.swift"
cp "$scratch/RootComponent.swift" app/Sources/NewsApp/RootComponent.swift
if run_logged broken.log b test //app:di_check --test_output=errors; then fail "the check test passed with a missing dependency"; fi
expect_in broken.log "[missing-dependency]" "the test log shows di-lsp's error"
b shutdown >/dev/null 2>&1 || true
