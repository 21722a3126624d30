import DIRuntime

protocol LoggedOutDependency: Dependency {
    var network: Network { get }
}

final class LoggedOutComponent: Component<LoggedOutDependency> {
    var help: HelpComponent { HelpComponent(parent: self) }
}
