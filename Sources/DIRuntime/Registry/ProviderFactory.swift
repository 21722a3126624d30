/// A registered way to make one component type's dependency, as the registry stores it: non-generic, so the
/// registry's table holds one type. Either a `TypedProviderFactory` (a generated provider class) or a
/// `ComponentItselfFactory` (the component is its own provider).
@usableFromInline
class ProviderFactory: @unchecked Sendable {
    /// Whether this is a `ComponentItselfFactory`; a stored flag, so telling the two apart costs no cast.
    @usableFromInline
    let isComponentItself: Bool

    init(isComponentItself: Bool) {
        self.isComponentItself = isComponentItself
    }
}

/// The factory for components whose dependency protocol is `DependencyType`: a generated provider's `init`.
///
/// The registry key includes the component's exact type, which fixes its `DependencyType`, so the factory a
/// component finds is always of its own `DependencyType` (`unsafeDowncast` checks it in debug builds). The
/// component calls `make` from code specialised for its `DependencyType`, so making a provider costs the
/// provider's allocation and little else.
@usableFromInline
final class TypedProviderFactory<DependencyType>: ProviderFactory, @unchecked Sendable {
    /// Makes the dependency from the component's parent (a root passes itself; only `EmptyDependency` roots
    /// exist, and their factory ignores it).
    @usableFromInline
    let make: @Sendable (Scope) -> DependencyType

    init(_ make: @escaping @Sendable (Scope) -> DependencyType) {
        self.make = make
        super.init(isComponentItself: false)
    }
}

/// The factory of components whose dependency protocol is exactly `EmptyDependency`, roots included: one
/// shared `EmptyDependencyProvider`, no registration needed.
let emptyDependencyFactory = TypedProviderFactory<any EmptyDependency> { _ in EmptyDependencyProvider.instance }
