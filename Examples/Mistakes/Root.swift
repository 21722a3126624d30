import DIRuntime

final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session() } }
    var network: Network { shared { Network() } }
    private var secrets: Keychain { Keychain() }

    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }
    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
}

final class LoggedOutComponent: Component<EmptyDependency> {
    var help: HelpComponent { HelpComponent(parent: self) }
}

final class LoggedInComponent: Component<EmptyDependency> {
    var user: User { shared { User() } }
    var help: HelpComponent { HelpComponent(parent: self) }
    var feed: FeedComponent { FeedComponent(parent: self) }
}
