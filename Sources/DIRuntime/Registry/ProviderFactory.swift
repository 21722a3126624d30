/// A registered way to make one component type's dependency, as the registry stores it: non-generic, so the
/// registry's table holds one type. Always a `TypedProviderFactory`.
@usableFromInline
class ProviderFactory: @unchecked Sendable {
    @usableFromInline
    init() {}
}

/// The factory for components whose dependency protocol is `DependencyType`: a generated provider's `init`.
///
/// The registry key includes the component's exact type, which fixes its `DependencyType`, so the factory a
/// component finds is always of its own `DependencyType` (`unsafeDowncast` checks it in debug builds). The
/// component calls `make` from code specialised for its `DependencyType`, so making a provider costs the
/// provider's allocation and little else.
@usableFromInline
final class TypedProviderFactory<DependencyType>: ProviderFactory, @unchecked Sendable {
    /// Makes the dependency: from the component's parent (a root passes itself; only `EmptyDependency` roots
    /// exist, and their factory ignores it), or, when `isComponentItself`, from the component.
    @usableFromInline
    let make: @Sendable (Scope) -> DependencyType

    /// Whether the dependency is the component itself, which conforms to its own dependency protocol in
    /// generated code: then `make` is given the component, and the component does not retain what it returns.
    @usableFromInline
    let isComponentItself: Bool

    init(isComponentItself: Bool = false, _ make: @escaping @Sendable (Scope) -> DependencyType) {
        self.isComponentItself = isComponentItself
        self.make = make
    }
}

/// The factory of components whose dependency protocol is exactly `EmptyDependency`, roots included: one
/// shared `EmptyDependencyProvider`, no registration needed.
let emptyDependencyFactory = TypedProviderFactory<any EmptyDependency> { _ in EmptyDependencyProvider.instance }
