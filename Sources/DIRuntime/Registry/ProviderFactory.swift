/// A registered way to make one component type's dependency provider, as the registry stores it.
///
/// Non-generic, with a generic method that subclasses override, so a component calls it without
/// instantiating generic metadata: in the benchmark, metadata instantiation for a generic box type was the
/// largest single cost of creating a component. `TypedProviderFactory` does the work.
class ProviderFactory: @unchecked Sendable {
    /// Makes the dependency of a component whose `DependencyType` is `Dependency`.
    func makeDependency<Dependency>(_ ancestors: ComponentAncestors, as type: Dependency.Type) -> Dependency {
        fatalError("DIRuntime: ProviderFactory is abstract.")
    }
}

/// The factory for components whose dependency protocol is `DependencyType`.
///
/// The registry key includes the component's exact type, which fixes its `DependencyType`, so the type a
/// component asks for is always this factory's `DependencyType`; debug builds check it.
final class TypedProviderFactory<DependencyType>: ProviderFactory, @unchecked Sendable {
    private let make: @Sendable (ComponentAncestors) -> DependencyType

    init(_ make: @escaping @Sendable (ComponentAncestors) -> DependencyType) {
        self.make = make
    }

    override func makeDependency<Dependency>(
        _ ancestors: ComponentAncestors,
        as type: Dependency.Type
    ) -> Dependency {
        assert(Dependency.self == DependencyType.self, "DIRuntime: provider factory registered for another type")
        return unsafeBitCast(make(ancestors), to: Dependency.self)
    }
}
