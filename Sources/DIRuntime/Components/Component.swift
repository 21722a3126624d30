/// A scope of the dependency graph: it provides values to its own code and to the components it creates, and
/// receives what it needs from its ancestors through `dependency`.
///
/// Subclass it with your dependency protocol (`final class FeedComponent: Component<FeedDependency>`), create
/// children by passing `self` as their parent, and add initialiser parameters freely as long as they call
/// `super.init(parent:)`. Source compatible with NeedleFoundation's `Component`.
///
/// Creating a component costs one registry lookup, keyed by the parent's path id and this component's type,
/// which yields both this component's path id and its provider factory; then the generated provider is built.
@dynamicMemberLookup
open class Component<DependencyType>: Scope {
    /// What this component's ancestors provide, through the generated provider for this component's path.
    public let dependency: DependencyType

    /// The values made by `shared` and `weakShared` on this component.
    @usableFromInline
    let sharedInstances: SharedInstanceStore

    /// Creates a component under `parent`.
    ///
    /// Stops the program with a message naming the component and its path when no provider is registered for
    /// that path and the component needs one (see `missingDependencyProviderMessage`).
    public init(parent: Scope) {
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: parent.pathID)
        dependency = makeDependency(for: Self.self, placement: placement, parent: parent)
        sharedInstances = SharedInstanceStore.make()
        super.init(parent: parent, pathID: placement.pathID)
    }

    /// Creates a root component, which has no parent and whose dependency is given.
    init(rootDependency: DependencyType) {
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: .origin)
        dependency = rootDependency
        sharedInstances = SharedInstanceStore.make()
        super.init(parent: nil, pathID: placement.pathID)
    }

    /// Reads a requirement of the dependency protocol as if it were this component's own property.
    public subscript<Value>(dynamicMember keyPath: KeyPath<DependencyType, Value>) -> Value {
        dependency[keyPath: keyPath]
    }
}

/// Builds the dependency of a component of `componentType` about to be created under `parent`.
private func makeDependency<DependencyType>(
    for componentType: Scope.Type,
    placement: ComponentPlacement,
    parent: Scope
) -> DependencyType {
    if let factory = placement.factory {
        // The registry key includes `componentType`, which fixes `DependencyType`: the cast cannot fail.
        let typedFactory = unsafeDowncast(factory, to: ProviderFactory<DependencyType>.self)
        return typedFactory.make(ComponentAncestors(parent: parent))
    }
    // Only a component whose dependency protocol is exactly `EmptyDependency` may go without a provider.
    if ObjectIdentifier(DependencyType.self) == ObjectIdentifier((any EmptyDependency).self),
        let empty = EmptyDependencyProvider.instance as? DependencyType
    {
        return empty
    }
    let path = parent.pathTypeNames + [String(describing: componentType)]
    fatalError(missingDependencyProviderMessage(componentName: String(describing: componentType), pathTypeNames: path))
}
