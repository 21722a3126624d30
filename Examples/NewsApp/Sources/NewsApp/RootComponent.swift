import DIRuntime

/// The root of the tree: app-wide services.
final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session() } }
    var network: Network { shared { Network() } }
    var imageCache: ImageCache { shared { ImageCache() } }
    var analytics: Analytics { shared { Analytics(destination: "app-wide") } }

    var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }

    func loggedIn(user: String) -> LoggedInComponent {
        LoggedInComponent(parent: self, user: user)
    }
}
