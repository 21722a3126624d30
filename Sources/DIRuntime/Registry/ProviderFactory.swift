/// A registered way to make one component type's dependency provider, boxed so the registry can store it.
///
/// Generic over the component's `DependencyType`, so the component calls it without any dynamic cast: the
/// registry key includes the component's exact type, which fixes `DependencyType`, so the box read back for a
/// component is always a `ProviderFactory` of that component's own `DependencyType`.
final class ProviderFactory<DependencyType>: Sendable {
    let make: @Sendable (ComponentAncestors) -> DependencyType

    init(_ make: @escaping @Sendable (ComponentAncestors) -> DependencyType) {
        self.make = make
    }
}
