import DIRuntime
import ShopCore

public protocol CheckoutDependency: Dependency {
    var session: Session { get }
}

public final class CheckoutComponent: Component<CheckoutDependency> {
    // Internal to ShopFeatures: ReceiptComponent lives in ShopCore and cannot be given it.
    var checkoutTotal: Money { Money(cents: 0) }

    var receipt: ReceiptComponent { ReceiptComponent(parent: self) }
}
