import DIRuntime
@testable import DIRuntimeTesting
import XCTest

/// NeedleFoundationTest's surface: a double registered for a path is what a component created on it reads.
final class MockComponentPathTests: XCTestCase {
    private let cartPath = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()

    override func setUp() {
        super.setUp()
        registerProviderFactories()
        undoTestDoublesAtTearDown()
    }

    func testComponentOnTheRegisteredPathReadsTheDouble() {
        let double = CartDouble()
        cartPath.register(dependencyProvider: double)

        let cart = ShopRoot().cart

        XCTAssertTrue(cart.dependency === double)
        XCTAssertEqual(cart.summary, "test catalog / test card")
    }

    func testUnregisterRestoresTheGeneratedProvider() {
        cartPath.register(dependencyProvider: CartDouble())
        cartPath.unregister()

        XCTAssertEqual(ShopRoot().cart.summary, "real catalog / real card")
    }

    func testComponentCreatedWhileRegisteredKeepsItsDoubleAfterUnregister() {
        let double = CartDouble()
        cartPath.register(dependencyProvider: double)
        let cart = ShopRoot().cart
        cartPath.unregister()

        XCTAssertTrue(cart.dependency === double)
        XCTAssertEqual(ShopRoot().cart.summary, "real catalog / real card")
    }

    func testUnregisterRestoresTheDoubleRegisteredBeforeAndASecondCallDoesNothing() {
        let outer = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
        outer.register(dependencyProvider: CartDouble(catalog: "outer"))
        cartPath.register(dependencyProvider: CartDouble(catalog: "inner"))
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "inner")

        cartPath.unregister()
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "outer")
        cartPath.unregister()
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "outer")

        outer.unregister()
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "real catalog")
    }

    func testRegisteringAgainThroughThePathReplacesItsDouble() {
        cartPath.register(dependencyProvider: CartDouble(catalog: "first"))
        cartPath.register(dependencyProvider: CartDouble(catalog: "second"))
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "second")

        cartPath.unregister()
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "real catalog")
    }

    func testOnlyTheExactPathTakesTheDouble() {
        let checkoutPath = mockComponentPathBuilder()
            .extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).extendPath(to: CheckoutComponent.self)
            .build()
        let double = CheckoutDouble()
        checkoutPath.register(dependencyProvider: double)

        let cart = ShopRoot().cart
        let checkout = cart.checkout(orderID: 1)

        XCTAssertEqual(cart.summary, "real catalog / real card")
        XCTAssertTrue(checkout.dependency === double)
        // The same component type under a test parent is on another path.
        XCTAssertFalse(CheckoutComponent(parent: CheckoutComponent.testParent(providing: CheckoutDouble()), orderID: 2)
            .dependency === double)
    }

    func testADoubleForAComponentThatNeedsNothingIsHonoured() {
        let receiptPath = mockComponentPathBuilder()
            .extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self)
            .extendPath(to: CheckoutComponent.self).extendPath(to: ReceiptComponent.self)
            .build()
        let double = ReceiptDouble()
        receiptPath.register(dependencyProvider: double)

        XCTAssertTrue(ShopRoot().cart.checkout(orderID: 1).receipt.dependency === double)
    }

    func testAPathTheGeneratedCodeNeverRegisteredCanTakeADouble() {
        // CartComponent is never created directly under CheckoutComponent in the app, so nothing is registered.
        let unusualPath = mockComponentPathBuilder()
            .extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self)
            .extendPath(to: CheckoutComponent.self).extendPath(to: CartComponent.self)
            .build()
        let double = CartDouble(catalog: "unusual")
        unusualPath.register(dependencyProvider: double)

        let checkout = ShopRoot().cart.checkout(orderID: 3)

        XCTAssertTrue(CartComponent(parent: checkout).dependency === double)
    }

    func testTheDoubleIsReleasedWithTheLastComponentThatReadsIt() {
        weak var released: CartDouble?
        do {
            let double = CartDouble()
            released = double
            cartPath.register(dependencyProvider: double)
            let cart = ShopRoot().cart
            cartPath.unregister()
            XCTAssertTrue(cart.dependency === double)
        }
        XCTAssertNil(released)
    }
}
