@_spi(DIRuntimeTesting) import DIRuntime
@testable import DIRuntimeTesting
import XCTest

/// What a test author reads when a double does not fit its component.
final class MessageTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testAWrongDoubleIsExplainedWithTheComponentAndItsProtocol() {
        XCTAssertEqual(
            wrongTestDoubleMessage(
                componentName: "CartComponent", pathTypeNames: ["ShopRoot", "CartComponent"],
                doubleTypeName: "CheckoutDouble", dependencyTypeName: "CartDependency"),
            "DIRuntimeTesting: the test double registered for CartComponent at path ShopRoot -> CartComponent is a "
                + "CheckoutDouble, which does not conform to CartDependency, the dependency protocol of CartComponent. "
                + "Register an object that conforms to CartDependency (`di-gen mocks` writes one).")
    }

    func testAPathBuiltFromComponentTypesKnowsTheProtocolOfItsLastComponent() {
        let check = DependencyCheck((any CartDependency).self)

        XCTAssertEqual(check.protocolName, "CartDependency")
        XCTAssertTrue(check.accepts(CartDouble()))
        XCTAssertFalse(check.accepts(CheckoutDouble()))
    }

    func testTheBuilderRemembersTheProtocolOfTheLastComponentType() {
        let typed = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
        let untyped = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self as Scope.Type)
            .build()

        XCTAssertEqual(typed.dependencyCheck?.protocolName, "CartDependency")
        XCTAssertNil(untyped.dependencyCheck)
    }

    func testAPathIsKeyedByItsComponentTypesRootFirst() {
        let path = ComponentTypePath(of: CheckoutComponent.self, under: ShopRoot().cart)

        XCTAssertEqual(path.description, "ShopRoot -> CartComponent -> CheckoutComponent")
        XCTAssertEqual(path, ComponentTypePath([ShopRoot.self, CartComponent.self, CheckoutComponent.self]))
    }
}
