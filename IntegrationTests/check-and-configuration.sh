#!/usr/bin/env bash
# Proves `di-lsp --check --format sarif` and `.di-lsp.json` with the built tools: the SARIF log of the
# example with mistakes has the structure code scanning reads; a configuration's exclusions and
# severities change --check and di-gen; a broken configuration is one error on the file itself, and
# the check goes on with the defaults.
source "$(dirname "$0")/lib.sh"
cd "$repo"
run_logged "$scratch/build.log" swift build --product di-lsp || { tail -n 30 "$scratch/build.log"; fail "di-lsp did not build"; }
run_logged "$scratch/build-gen.log" swift build --product di-gen || { tail -n 30 "$scratch/build-gen.log"; fail "di-gen did not build"; }
bin=$(swift build --show-bin-path)

echo "1. SARIF for Examples/Mistakes"
status=0
"$bin/di-lsp" --check --format sarif Examples/Mistakes >"$scratch/mistakes.sarif" 2>/dev/null || status=$?
[ "$status" -eq 1 ] || fail "expected exit status 1 with errors, got $status"
python3 IntegrationTests/sarif.py "$scratch/mistakes.sarif" \
    missing-dependency mistyped-dependency inaccessible-dependency unknown-dependency-protocol unreachable-component \
    || fail "the SARIF log is not valid"

echo "2. .di-lsp.json: exclusions and severities, for --check and di-gen"
workspace="$scratch/workspace"
mkdir -p "$workspace"
cp -R Examples/Mistakes/. "$workspace/"
cat >"$workspace/.di-lsp.json" <<'JSON'
{
  "exclude": ["Feed.swift"],
  "severity": {"missing-dependency": "warning"},
  "generatedFile": "Generated/Providers.swift"
}
JSON
"$bin/di-lsp" --check "$workspace" >"$scratch/configured.txt" 2>&1 || fail "with Feed.swift excluded and missing-dependency a warning, --check should pass"
expect_in "$scratch/configured.txt" "Help.swift:6:9: warning: on branch RootComponent -> LoggedOutComponent -> HelpComponent, no ancestor provides" "the severity override applies"
expect_not_in "$scratch/configured.txt" "Feed.swift" "the exclusion applies"
(cd "$workspace" && "$bin/di-gen" generate >"$scratch/generate.txt" 2>&1) || { cat "$scratch/generate.txt"; fail "di-gen generate failed"; }
[ -f "$workspace/Generated/Providers.swift" ] || fail "di-gen did not write the configured generatedFile"

echo "3. a broken .di-lsp.json: one error on the file, then the defaults"
printf '{"exclude": ["Feed.swift"],\n "severity": {"missing-dependency": "loud"}}\n' >"$workspace/.di-lsp.json"
status=0
"$bin/di-lsp" --check "$workspace" >"$scratch/broken.txt" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "expected exit status 1 with a broken configuration, got $status"
expect_in "$scratch/broken.txt" "$workspace/.di-lsp.json:2:15: error: the severity of \"missing-dependency\" must be" "the problem is reported on the file"
expect_in "$scratch/broken.txt" "[invalid-configuration]" "with its code"
expect_in "$scratch/broken.txt" "Feed.swift:5:9: error: FeedComponent needs" "the defaults are used (nothing excluded)"
[ "$(grep -c "invalid-configuration" "$scratch/broken.txt")" -eq 1 ] || fail "expected exactly one configuration problem"
echo "check and configuration: ok"
