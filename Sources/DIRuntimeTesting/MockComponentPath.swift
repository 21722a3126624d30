@_spi(DIRuntimeTesting) import DIRuntime

/// The path from a root to a component, for registering a test double that a component created on it reads
/// as its `dependency`. NeedleFoundationTest's class, with the same names and meaning.
///
/// Inside a `withTestDoubles` scope (or a test with the `.isolatedTestDoubles` trait) a registration is seen
/// only by components created in that scope and is undone when it ends; outside one it is process-wide until
/// `unregister()`. Keyed by the component types along the path, so it applies wherever the generated code
/// registers that path, and also to paths it does not register.
public final class MockComponentPath: @unchecked Sendable {
    private let path: ComponentTypePath
    let dependencyCheck: DependencyCheck?
    private let lock = Lock()
    /// Guarded by `lock`.
    private var registration: TestDoubleRegistration?

    init(path: ComponentTypePath, dependencyCheck: DependencyCheck?) {
        self.path = path
        self.dependencyCheck = dependencyCheck
    }

    /// Makes components created on this path read `dependencyProvider` as their `dependency` (any object
    /// conforming to the component's dependency protocol, such as a `di-gen mocks` mock), until `unregister()`.
    ///
    /// Registering again through the same path replaces its double. A double that does not conform stops the
    /// test with a message naming the component and its protocol: here when the last `extendPath(to:)` was given
    /// a component type, otherwise when the component is created.
    public func register(dependencyProvider: AnyObject) {
        precondition(!path.types.isEmpty, "DIRuntimeTesting: extend a mock component path to a component before registering on it.")
        if let dependencyCheck, !dependencyCheck.accepts(dependencyProvider) {
            let component = path.names[path.names.count - 1]
            fatalError(wrongTestDoubleMessage(
                componentName: component, pathTypeNames: path.names,
                doubleTypeName: String(describing: type(of: dependencyProvider)),
                dependencyTypeName: dependencyCheck.protocolName))
        }
        lock.withLock {
            if let registration { TestDoubleRegistry.shared.unregister(registration) }
            registration = TestDoubleRegistry.shared.register(dependencyProvider, for: path, in: TestDoubleScope.current)
        }
    }

    /// Undoes `register(dependencyProvider:)`: components created on the path afterwards get what was registered
    /// for it before (an earlier double, or the generated provider). A second call does nothing.
    public func unregister() {
        lock.withLock {
            if let registration { TestDoubleRegistry.shared.unregister(registration) }
            registration = nil
        }
    }
}
