import DIRuntime

// A three-level app as a user would write it: RootComponent -> LoggedInComponent -> FeedComponent, with
// FeedComponent also created under SettingsComponent, which provides its own `session`.

final class Session {
    let name: String
    init(name: String) { self.name = name }
}

final class Network {}

final class Store {
    let user: String
    let network: Network
    init(user: String, network: Network) {
        self.user = user
        self.network = network
    }
}

final class FeedModel {}

protocol LoggedInDependency: Dependency {
    var network: Network { get }
}

protocol FeedDependency: Dependency {
    var session: Session { get }
    var store: Store { get }
}

final class RootComponent: BootstrapComponent {
    /// How many times each shared factory ran; touched only inside factories, which run under the lock.
    var sessionFactoryRuns = 0

    var session: Session {
        shared {
            sessionFactoryRuns += 1
            return Session(name: "root")
        }
    }

    var network: Network { shared { Network() } }

    /// A plain computed property: a new instance on every read.
    var freshNetwork: Network { Network() }

    func loggedIn(user: String) -> LoggedInComponent {
        LoggedInComponent(parent: self, user: user)
    }
}

final class LoggedInComponent: Component<LoggedInDependency> {
    let user: String
    var feedModelFactoryRuns = 0

    init(parent: Scope, user: String) {
        self.user = user
        super.init(parent: parent)
    }

    var store: Store { shared { Store(user: user, network: dependency.network) } }

    var feedModel: FeedModel {
        weakShared {
            feedModelFactoryRuns += 1
            return FeedModel()
        }
    }

    var feed: FeedComponent { FeedComponent(parent: self) }

    var settings: SettingsComponent { SettingsComponent(parent: self) }
}

/// Needs nothing, so it has no generated provider; it shadows the root's `session` for components below it.
final class SettingsComponent: Component<EmptyDependency> {
    var session: Session { shared { Session(name: "settings") } }

    var feed: FeedComponent { FeedComponent(parent: self) }
}

/// Reads everything through `dependency` (or the dynamic-member shorthand) and provides nothing itself.
final class FeedComponent: Component<FeedDependency> {
    var title: String { "\(dependency.store.user) @ \(dependency.session.name)" }
}
