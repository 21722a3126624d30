import DIRuntime

protocol LoggedInDependency: Dependency {
    var session: Session { get }
    var network: Network { get }
}

/// Created with an extra parameter that its descendants can use.
final class LoggedInComponent: Component<LoggedInDependency> {
    let user: String

    init(parent: Scope, user: String) {
        self.user = user
        super.init(parent: parent)
    }

    var store: Store { shared { Store(owner: user) } }

    /// Deliberately hides the root's analytics for everything below a logged-in user: di-lsp warns
    /// (`shadowed-provider`) so the change of behaviour is visible.
    var analytics: Analytics { shared { Analytics(destination: "user \(user)") } }

    var feed: FeedComponent { FeedComponent(parent: self) }
    var help: HelpComponent { .init(parent: self) }
}
