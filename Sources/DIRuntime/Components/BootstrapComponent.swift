/// The root of a component tree: it has no parent and needs nothing.
///
/// Subclass it for your app's root (`final class RootComponent: BootstrapComponent`) and create it once at
/// startup, after calling the generated `registerProviderFactories()`.
open class BootstrapComponent: Component<EmptyDependency> {
    /// Creates a root component.
    public init() {
        super.init(root: ())
    }
}
