#!/usr/bin/env bash
# Proves the testing kit with the real `swift test` (issue 11): a package that depends on this checkout by path,
# with an app target and a test target linking DIRuntimeTesting, gets its providers from `di-gen generate` and
# its mocks from `di-gen mocks`; its XCTest tests (NeedleFoundationTest-style mock paths, typed test parents,
# unregister restoring the real provider, the tear-down helper) and its Swift Testing suite (in parallel, each
# test with its own mocks) pass. A mock of the wrong protocol does not compile.
source "$(dirname "$0")/lib.sh"

app="$scratch/TestedApp"
cp -R "$repo/IntegrationTests/fixtures/TestedApp" "$app"
sed -i.orig "s|path: \"../../..\"|path: \"$repo\"|" "$app/Package.swift"
rm -f "$app/Package.swift.orig"
run_logged "$scratch/build-gen.log" swift build --package-path "$repo" --product di-gen || { tail -n 30 "$scratch/build-gen.log"; fail "di-gen did not build"; }
digen="$(swift build --package-path "$repo" --show-bin-path)/di-gen"
cd "$app"

echo "1. di-gen writes the providers and the mocks; a second run leaves the mocks file alone"
run_logged generate.log "$digen" generate --output Sources/Shop/GeneratedProviders.swift Sources/Shop || { cat generate.log; fail "di-gen generate failed"; }
mocks=Tests/ShopTests/GeneratedMocks.swift
run_logged mocks.log "$digen" mocks --output "$mocks" Sources/Shop || { cat mocks.log; fail "di-gen mocks failed"; }
expect_in mocks.log "di-gen: wrote $mocks (3 mocks, 7 requirements)" "di-gen mocks wrote one mock per dependency protocol"
expect_in "$mocks" "final class CartDependencyMock: CartDependency {" "the mock is named as Mockolo names it"
expect_in "$mocks" "@testable import Shop" "the mocks import the protocols' module testably"
before=$(stat -c %Y "$mocks")
sleep 1
run_logged mocks-again.log "$digen" mocks --output "$mocks" Sources/Shop || { cat mocks-again.log; fail "di-gen mocks failed again"; }
expect_in mocks-again.log "di-gen: unchanged $mocks" "an unchanged mocks file is not rewritten"
[ "$(stat -c %Y "$mocks")" = "$before" ] || fail "the mocks file was touched although nothing changed"
if run_logged unknown.log "$digen" mocks --output Tests/ShopTests/Other.swift --protocols CartDependency,NoSuchDependency Sources/Shop; then
  fail "di-gen mocks accepted an unknown protocol name"
fi
expect_in unknown.log "no dependency protocol named NoSuchDependency" "an unknown --protocols name is reported"
[ ! -e Tests/ShopTests/Other.swift ] || fail "di-gen mocks wrote a file despite an unknown protocol name"
run_logged only.log "$digen" mocks --output Tests/ShopTests/Only.swift --protocols CheckoutDependency Sources/Shop || { cat only.log; fail "--protocols failed"; }
expect_in only.log "(1 mocks, 3 requirements)" "--protocols limits the mocks"
rm Tests/ShopTests/Only.swift  # its mock would clash with the full mocks file in the test build
# The analysis skips the mocks file as it skips generated providers: regenerating over the whole package is a no-op.
run_logged regenerate.log "$digen" generate --output Sources/Shop/GeneratedProviders.swift . || { cat regenerate.log; fail "di-gen generate over the package failed"; }
expect_in regenerate.log "di-gen: unchanged Sources/Shop/GeneratedProviders.swift" "the mocks file does not change the providers"

echo "2. swift test: XCTest and Swift Testing (in parallel) pass"
run_logged test.log swift test || { tail -n 60 test.log; fail "swift test failed"; }
expect_in test.log "Executed 8 tests, with 0 failures" "every XCTest test ran and passed"
expect_in test.log "Test eachTestSeesOnlyItsOwnMock(index:) with 12 test cases passed" "each parallel test saw only its own mock"
expect_in test.log "Test aTestWithoutMocksSeesTheRealProvider(round:) with 4 test cases passed" "tests without mocks saw the real provider meanwhile"
expect_in test.log "Test aSingleTestRegistersInItsOwnScope() passed" "a test that is not parameterised gets its own scope too"
expect_in test.log "Test run with 4 tests in 1 suite passed" "the Swift Testing run passed"
expect_not_in test.log "the tests did not run in parallel" "the Swift Testing suite ran in parallel"
run_logged run.log swift run ShopApp || { cat run.log; fail "the app did not run"; }
expect_in run.log "spring catalog, paid by card" "the app itself reads its real providers"

echo "3. a mock of another protocol does not compile in the typed API"
cat > Tests/ShopTests/WrongMock.swift <<'SWIFT'
import DIRuntimeTesting
@testable import Shop

func cartWithTheWrongMock() -> CartComponent {
    CartComponent(parent: CartComponent.testParent(providing: CheckoutDependencyMock()))
}
SWIFT
if run_logged wrong.log swift build --build-tests; then fail "a mock of the wrong protocol compiled"; fi
expect_in wrong.log "CheckoutDependencyMock" "the compiler names the wrong mock"
expect_in wrong.log "CartDependency" "the compiler names the expected protocol"
rm Tests/ShopTests/WrongMock.swift
echo "testing kit: ok"
