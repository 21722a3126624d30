/// The base protocol of a component's dependency protocol: the things a component needs from its ancestors.
///
/// Declare one protocol per component (`protocol FeedDependency: Dependency { var store: Store { get } }`);
/// `di-gen` finds, for every path from a root to the component, which ancestor provides each requirement and
/// generates a provider class conforming to it. Class-bound, as in Needle, so providers can be held and shared.
public protocol Dependency: AnyObject {}

/// The dependency protocol of a component that needs nothing from its ancestors, such as a root.
///
/// Components whose `DependencyType` is exactly `EmptyDependency` need no generated provider: the runtime
/// supplies `EmptyDependencyProvider` itself.
public protocol EmptyDependency: AnyObject {}

/// The provider for `EmptyDependency`. It holds nothing, so one instance serves every component.
public final class EmptyDependencyProvider: EmptyDependency, Sendable {
    /// The instance the runtime hands to components that need nothing.
    static let instance = EmptyDependencyProvider()

    /// Creates a provider; the component is ignored and accepted only for source compatibility with Needle.
    public init(component: Scope) {}

    init() {}
}
