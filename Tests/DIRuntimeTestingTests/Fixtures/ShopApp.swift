import DIRuntime

// A small shop as an app would write it: ShopRoot -> CartComponent -> CheckoutComponent -> ReceiptComponent.
// The tests put each component under test with doubles instead of the root's real services.

final class Catalog {
    let name: String
    init(name: String) { self.name = name }
}

final class Payments {
    let method: String
    init(method: String) { self.method = method }
}

protocol CartDependency: Dependency {
    var catalog: Catalog { get }
    var payments: Payments { get }
}

protocol CheckoutDependency: Dependency {
    var payments: Payments { get }
}

final class ShopRoot: BootstrapComponent {
    var catalog: Catalog { shared { Catalog(name: "real catalog") } }
    var payments: Payments { shared { Payments(method: "real card") } }
    var cart: CartComponent { CartComponent(parent: self) }
}

final class CartComponent: Component<CartDependency> {
    var summary: String { "\(dependency.catalog.name) / \(dependency.payments.method)" }

    func checkout(orderID: Int) -> CheckoutComponent {
        CheckoutComponent(parent: self, orderID: orderID)
    }
}

/// Takes more than its parent, so it cannot inherit `init(testDependency:)`.
final class CheckoutComponent: Component<CheckoutDependency> {
    let orderID: Int

    init(parent: Scope, orderID: Int) {
        self.orderID = orderID
        super.init(parent: parent)
    }

    var receipt: ReceiptComponent { ReceiptComponent(parent: self) }
}

/// Needs nothing; NeedleFoundationTest lets a test register a double even for such a component.
final class ReceiptComponent: Component<EmptyDependency> {}
