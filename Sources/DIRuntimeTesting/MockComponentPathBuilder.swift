import DIRuntime

/// Starts a mock component path: `mockComponentPathBuilder().extendPath(to: RootComponent.self)
/// .extendPath(to: FeedComponent.self).build()`. As in NeedleFoundationTest.
public func mockComponentPathBuilder() -> MockComponentPathBuilder {
    MockComponentPathBuilder()
}

/// Builds the path from a root to a component, one component type at a time, root first, for registering a
/// test double on it. NeedleFoundationTest's builder, with the same names.
public final class MockComponentPathBuilder {
    private var componentTypes: [Scope.Type] = []
    /// What the last component's dependency protocol accepts, when its type was given as a `Component<D>`.
    private var dependencyCheck: DependencyCheck?

    init() {}

    /// Appends `componentType` to the path: the first call names the root, each later one a child of the
    /// previous component. Disfavoured, so a component type written as such (`FeedComponent.self`) takes the
    /// overload that knows its dependency protocol; this one serves values typed `Scope.Type`.
    @_disfavoredOverload
    public func extendPath(to componentType: Scope.Type) -> MockComponentPathBuilder {
        componentTypes.append(componentType)
        dependencyCheck = nil
        return self
    }

    /// Appends `componentType` to the path, remembering its dependency protocol so that registering a double
    /// that does not conform to it stops at once, naming the component and the protocol.
    public func extendPath<DependencyType>(to componentType: Component<DependencyType>.Type) -> MockComponentPathBuilder {
        componentTypes.append(componentType)
        dependencyCheck = DependencyCheck(DependencyType.self)
        return self
    }

    /// The path built so far.
    public func build() -> MockComponentPath {
        MockComponentPath(path: ComponentTypePath(componentTypes), dependencyCheck: dependencyCheck)
    }
}

/// Whether an object conforms to a component's dependency protocol, and the protocol's name for messages.
struct DependencyCheck: Sendable {
    let accepts: @Sendable (AnyObject) -> Bool
    let protocolName: String

    init<DependencyType>(_ dependencyType: DependencyType.Type) {
        accepts = { $0 is DependencyType }
        protocolName = String(describing: dependencyType)
    }
}
