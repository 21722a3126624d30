import DIRuntime

public protocol ReceiptDependency: Dependency {
    var checkoutTotal: Money { get }
}

public final class ReceiptComponent: Component<ReceiptDependency> {}
