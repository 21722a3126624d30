import NeedleFoundation

protocol CartDependency: Dependency {
    var cartStore: CartStore { get }
}

final class CartComponent: Component<CartDependency> {}
