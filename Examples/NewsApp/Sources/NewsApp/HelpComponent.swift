import DIRuntime

/// Created from two parents: logged out, and logged in. Each branch resolves on its own.
protocol HelpDependency: Dependency {
    var network: Network { get }
    var analytics: Analytics { get }
}

final class HelpComponent: Component<HelpDependency> {}
