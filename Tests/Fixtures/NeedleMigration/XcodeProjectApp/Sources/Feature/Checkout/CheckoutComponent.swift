import NeedleFoundation

// Listed in the project relative to the project folder (SOURCE_ROOT), under a group without a path.
protocol CheckoutDependency: Dependency {
    var cartStore: CartStore { get }
}

final class CheckoutComponent: Component<CheckoutDependency> {}
