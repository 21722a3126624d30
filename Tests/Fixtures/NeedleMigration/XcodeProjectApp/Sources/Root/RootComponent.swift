import NeedleFoundation

// One app target compiles Sources/Root and Sources/Feature; a Run Script phase runs Needle before compiling.
final class RootComponent: BootstrapComponent {
    public var cartStore: CartStore { shared { CartStore() } }
    var cart: CartComponent { CartComponent(parent: self) }
    var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
}
