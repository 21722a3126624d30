import DIRuntime
@_spi(DIRuntimeTesting) import DIRuntime
@testable import DIRuntimeTesting
import XCTest

/// The typed way: a component under test with a given dependency, in one line, without its ancestors.
final class ComponentUnderTestTests: XCTestCase {
    func testAComponentUnderTestReadsTheGivenDependencyWithoutAnyRegistration() {
        let double = CartDouble()

        let cart = CartComponent(parent: CartComponent.testParent(providing: double))

        XCTAssertTrue(cart.dependency === double)
        XCTAssertEqual(cart.summary, "test catalog / test card")
        XCTAssertTrue(cart.parent is TestParent)
    }

    func testAComponentWithItsOwnInitialiserTakesATestParent() {
        let double = CheckoutDouble()

        let checkout = CheckoutComponent(parent: CheckoutComponent.testParent(providing: double), orderID: 42)

        XCTAssertEqual(checkout.orderID, 42)
        XCTAssertTrue(checkout.dependency === double)
    }

    func testEachComponentUnderTestHasItsOwnDependency() {
        let first = CartComponent(parent: CartComponent.testParent(providing: CartDouble(catalog: "first")))
        let second = CartComponent(parent: CartComponent.testParent(providing: CartDouble(catalog: "second")))

        XCTAssertEqual(first.dependency.catalog.name, "first")
        XCTAssertEqual(second.dependency.catalog.name, "second")
    }

    func testTheDoubleAndTheTestParentAreReleasedWithTheComponent() {
        weak var releasedDouble: CartDouble?
        weak var releasedParent: Scope?
        do {
            let double = CartDouble()
            releasedDouble = double
            let cart = CartComponent(parent: CartComponent.testParent(providing: double))
            releasedParent = cart.parent
            XCTAssertTrue(cart.dependency === double)
        }
        XCTAssertNil(releasedDouble)
        XCTAssertNil(releasedParent)
    }

    func testNothingIsInEffectOnceTheComponentsAndRegistrationsAreGone() {
        XCTAssertFalse(TestDoubleHook.isInEffect)
        do {
            let cart = CartComponent(parent: CartComponent.testParent(providing: CartDouble()))
            XCTAssertTrue(TestDoubleHook.isInEffect)
            withExtendedLifetime(cart) {}
        }
        XCTAssertFalse(TestDoubleHook.isInEffect)

        let path = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
        path.register(dependencyProvider: CartDouble())
        XCTAssertTrue(TestDoubleHook.isInEffect)
        path.unregister()
        path.unregister()
        XCTAssertFalse(TestDoubleHook.isInEffect)
    }
}
