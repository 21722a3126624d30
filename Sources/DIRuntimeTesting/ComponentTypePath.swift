@_spi(DIRuntimeTesting) import DIRuntime

/// A path from a root to a component as the sequence of component types along it, root first: how mock
/// registrations are keyed.
///
/// Types, not the runtime registry's path ids, so a registration means the same whatever the registry does with
/// paths (it may let several paths share an entry), and not names, so two types named alike in different
/// modules or scopes never meet.
struct ComponentTypePath: Hashable, Sendable {
    /// The types' identities, root first.
    let types: [ObjectIdentifier]
    /// The types' names, root first, for messages.
    let names: [String]

    init(_ componentTypes: [Scope.Type]) {
        types = componentTypes.map(ObjectIdentifier.init)
        names = componentTypes.map { String(describing: $0) }
    }

    /// The path of a component of `componentType` being created under `parent`: walks the parent chain.
    init(of componentType: Scope.Type, under parent: Scope) {
        var componentTypes: [Scope.Type] = [componentType]
        var next: Scope? = parent
        while let scope = next {
            componentTypes.append(type(of: scope))
            next = scope.parentIfAny
        }
        self.init(componentTypes.reversed())
    }

    /// The last component's type.
    var leaf: ObjectIdentifier? { types.last }

    static func == (lhs: ComponentTypePath, rhs: ComponentTypePath) -> Bool { lhs.types == rhs.types }

    func hash(into hasher: inout Hasher) { hasher.combine(types) }

    /// `RootComponent -> FeedComponent`, as DIRuntime's messages write paths.
    var description: String { names.joined(separator: " -> ") }
}
