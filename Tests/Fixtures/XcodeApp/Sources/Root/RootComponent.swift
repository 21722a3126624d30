import NeedleFoundation

// One app target compiles Sources/Root and Sources/Feature: these internal providers are readable everywhere.
final class RootComponent: BootstrapComponent {
    var cartStore: CartStore { shared { CartStore() } }
    var cart: CartComponent { CartComponent(parent: self) }
    var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
}
