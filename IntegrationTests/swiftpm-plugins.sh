#!/usr/bin/env bash
# Proves the SwiftPM plugins with the real `swift build`: a fixture app that depends on this checkout
# by path gets its providers from DIGeneratePlugin at build time and runs; with a provider removed its
# build fails with di-gen's `file:line:column: error:` lines; `swift package di-check` reports the same. An app
# split into 6 feature targets gets its providers from the plugin reading every first-party target it depends on,
# spread over the 3 parts its .di-lsp.json asks for.
source "$(dirname "$0")/lib.sh"

app="$scratch/PluginApp"
cp -R "$repo/IntegrationTests/fixtures/PluginApp" "$app"
sed -i.orig "s|path: \"../../..\"|path: \"$repo\"|" "$app/Package.swift"
rm -f "$app/Package.swift.orig"
cd "$app"

echo "1. the app builds with generated providers it never committed, and runs"
run_logged build.log swift build || { tail -n 40 build.log; fail "the fixture app did not build"; }
expect_in build.log "di-gen: generating dependency providers for PluginApp" "the build ran the plugin"
run_logged run.log swift run PluginApp || { cat run.log; fail "the fixture app did not run"; }
expect_in run.log "cart: tea, bread paid with test-card" "the cart read both dependencies through generated providers"
expect_in run.log "shared catalog: true" "the provider forwards the root's shared instance"
[ -z "$(find Sources -name 'Generated*')" ] || fail "generated code was written into Sources/"

echo "2. without the root's payments provider, the build fails with the diagnostic"
cp Sources/PluginApp/ShopRootComponent.swift "$scratch/ShopRootComponent.swift"
grep -v "var payments" "$scratch/ShopRootComponent.swift" >Sources/PluginApp/ShopRootComponent.swift
if run_logged broken.log swift build; then fail "the build succeeded with a missing dependency"; fi
expect_in broken.log "CartComponent.swift:5:9: error: CartComponent needs \`payments: Payments\`" "the build shows di-gen's error"
expect_in broken.log "[missing-dependency]" "the build shows the diagnostic code"

echo "3. swift package di-check reports the same error, and passes once it is fixed"
if run_logged check.log swift package di-check; then fail "di-check succeeded with a missing dependency"; fi
expect_in check.log "Sources/PluginApp/CartComponent.swift:5:9: error:" "di-check prints the error at the requirement"
swift package di-check --format json >check.json 2>check-json.err && fail "di-check --format json succeeded with a missing dependency"
python3 -c 'import json, sys; report = json.load(open(sys.argv[1])); assert report["diagnostics"], report' check.json \
    || { cat check.json; fail "swift package di-check --format json did not write pure JSON on stdout"; }
expect_in check-json.err "di-lsp: 1 error" "the JSON run's summary goes to stderr"
cp "$scratch/ShopRootComponent.swift" Sources/PluginApp/ShopRootComponent.swift
run_logged check-fixed.log swift package di-check || { cat check-fixed.log; fail "di-check failed on the fixed app"; }
expect_in check-fixed.log "di-lsp: 0 errors" "di-check passes on the fixed app"
run_logged rebuilt.log swift build || { tail -n 40 rebuilt.log; fail "the fixed app did not build again"; }
run_logged help.log swift package di-check --help || { cat help.log; fail "swift package di-check --help failed"; }
expect_in help.log "di-lsp --check" "di-check --help shows the check's options"
echo "4. an app split into 6 feature targets: the plugin reads the app and every target of the package it depends on"
features="$scratch/PluginFeatures"
cp -R "$repo/IntegrationTests/fixtures/PluginFeatures" "$features"
sed -i.orig "s|path: \"../../..\"|path: \"$repo\"|" "$features/Package.swift"
rm -f "$features/Package.swift.orig"
cd "$features"
run_logged features-build.log swift build || { tail -n 40 features-build.log; fail "the feature-split app did not build"; }
expect_in features-build.log "di-gen: generating dependency providers for FeaturesApp (8 targets)" "the plugin read the 7 targets the app depends on"
[ "$(find .build -name 'GeneratedProviders.part*.swift' | wc -l)" -eq 3 ] || fail "the plugin did not write the 3 parts .di-lsp.json asks for"
run_logged features-run.log swift run FeaturesApp || { cat features-run.log; fail "the feature-split app did not run"; }
expect_in features-run.log "onboarding for ada" "a feature target's component read the root's session"
expect_in features-run.log "feed at noon" "a feature's child read its parent's title and the root's clock"
run_logged features-noop.log swift build || fail "the unchanged app did not build"
expect_not_in features-noop.log "di-gen: generating" "an unchanged package does not run di-gen again"
cp Sources/FeaturesApp/AppComponent.swift "$scratch/AppComponent.swift"
grep -v "var clock" "$scratch/AppComponent.swift" >Sources/FeaturesApp/AppComponent.swift
if run_logged features-broken.log swift build; then fail "the build succeeded without the clock provider"; fi
expect_in features-broken.log "Sources/Feed/FeedComponent.swift:17:9: error: FeedDetailComponent needs \`clock: Clock\`" \
    "the build fails at the requirement in the feature target"
echo "swiftpm plugins: ok"
