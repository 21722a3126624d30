/// The root of a component tree: it has no parent and needs nothing.
///
/// Subclass it for your app's root (`final class RootComponent: BootstrapComponent`) and create it once at
/// startup, after calling the generated `registerProviderFactories()`.
open class BootstrapComponent: Component<EmptyDependency>, EmptyDependency {
    /// Creates a root component. A root is its own (empty) dependency, held unretained like every component that
    /// is its own provider: no provider object, no reference counting.
    public init() {
        super.init(root: ())
        storedDependencyAddress.assumingMemoryBound(to: (any EmptyDependency).self).initialize(to: self)
        Unmanaged.passUnretained(self).release()
        checkStoredDependency()
    }
}
