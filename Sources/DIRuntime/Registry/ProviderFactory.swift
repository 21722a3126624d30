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
    /// Makes the dependency from the component's parent (a root passes itself; only `EmptyDependency` roots
    /// exist, and their factory ignores it).
    @usableFromInline
    let make: @Sendable (Scope) -> DependencyType

    init(_ make: @escaping @Sendable (Scope) -> DependencyType) {
        self.make = make
    }
}

/// The factory of components whose dependency protocol is exactly `EmptyDependency`, roots included: one
/// shared `EmptyDependencyProvider`, no registration needed.
let emptyDependencyFactory = TypedProviderFactory<any EmptyDependency> { _ in EmptyDependencyProvider.instance }
