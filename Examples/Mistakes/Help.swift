import DIRuntime

/// Mistake: `user` exists only under the logged-in branch; HelpComponent is also created logged out.
protocol HelpDependency: Dependency {
    var network: Network { get }
    var user: User { get }
}

final class HelpComponent: Component<HelpDependency> {}
