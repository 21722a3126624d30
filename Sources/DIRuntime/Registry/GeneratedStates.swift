/// A generated file's automaton, as `registerProviderFactories()` hands it to the registry: how many states it
/// has, the children each state's component creates (`transitions`), and what it is given as its dependency
/// (`providers`). State 0 is the origin: its transitions are the roots.
///
/// The registry reads a state's entries the first time a component is created in it or under it, so
/// registering costs the same for 10 states or 10,000, and only states an app reaches ever touch their
/// component types' metadata.
public struct GeneratedStates: Sendable {
    let count: Int
    let transitions: @Sendable (Int, StateTransitions) -> Void
    let providers: @Sendable (Int, StateProviders) -> Void

    public init(
        count: Int,
        transitions: @escaping @Sendable (Int, StateTransitions) -> Void,
        providers: @escaping @Sendable (Int, StateProviders) -> Void
    ) {
        self.count = count
        self.transitions = transitions
        self.providers = providers
    }
}

/// Collects the transitions generated code lists for one state.
public final class StateTransitions {
    var entries: [(componentType: Scope.Type, state: Int)] = []

    init() {}

    /// A component of `componentType` created in this state's component is in state `state`.
    public func child(_ componentType: Scope.Type, _ state: Int) {
        entries.append((componentType, state))
    }
}

/// Collects what generated code gives one state's component as its dependency.
public final class StateProviders {
    var factory: ProviderFactory?

    init() {}

    /// The component is its own dependency: generated code conforms it to its dependency protocol
    /// (`extension FeedComponent: FeedDependency, ...`), so no provider object is ever made.
    public func conform() {
        factory = ComponentItselfFactory()
    }

    /// The component's dependency is a generated provider, made from the component's parent when the component
    /// is created.
    public func provide<DependencyType>(
        _ componentType: Component<DependencyType>.Type,
        _ provider: @escaping @Sendable (Scope) -> DependencyType
    ) {
        checkStorableDependency(DependencyType.self)
        factory = TypedProviderFactory(provider)
    }
}
