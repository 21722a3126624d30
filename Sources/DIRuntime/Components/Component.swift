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

    /// Creates a component under `parent`.
    ///
    /// Stops the program with a message naming the component and its path when no provider is registered for
    /// that path and the component needs one (see `missingDependencyProviderMessage`).
    public init(parent: Scope) {
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: parent.pathID)
        dependency = makeDependency(for: Self.self, placement: placement, parent: parent)
        super.init(parent: parent, pathID: placement.pathID)
    }

    /// Creates a root component, which has no parent and whose dependency is given.
    init(rootDependency: DependencyType) {
        let placement = DependencyProviderRegistry.shared.placement(of: Self.self, under: .origin)
        dependency = rootDependency
        super.init(parent: nil, pathID: placement.pathID)
    }

    /// Reads a requirement of the dependency protocol as if it were this component's own property.
    public subscript<Value>(dynamicMember keyPath: KeyPath<DependencyType, Value>) -> Value {
        dependency[keyPath: keyPath]
    }
}

/// Builds the dependency of a component of `componentType` about to be created under `parent`.
///
/// Kept free of optionals and casts of `DependencyType`: this is unspecialised generic code, and those would
/// instantiate generic metadata on every component creation. The rare cases live in separate functions.
private func makeDependency<DependencyType>(
    for componentType: Scope.Type,
    placement: ComponentPlacement,
    parent: Scope
) -> DependencyType {
    if let factory = placement.factory {
        return factory._withUnsafeGuaranteedRef {
            $0.makeDependency(ComponentAncestors(parent: parent), as: DependencyType.self)
        }
    }
    return makeEmptyDependency(for: componentType, parent: parent)
}

/// The shared `EmptyDependencyProvider` when the component's dependency protocol is exactly
/// `EmptyDependency`; otherwise a missing provider, which stops the program with the component's path.
@inline(never)
private func makeEmptyDependency<DependencyType>(for componentType: Scope.Type, parent: Scope) -> DependencyType {
    if ObjectIdentifier(DependencyType.self) == ObjectIdentifier((any EmptyDependency).self) {
        return EmptyDependencyProvider.instance as! DependencyType
    }
    let path = parent.pathTypeNames + [String(describing: componentType)]
    fatalError(missingDependencyProviderMessage(componentName: String(describing: componentType), pathTypeNames: path))
}
