import Core
import DIRuntime
import FeedFeature

/// A demo app for the feed alone, with a made-up session.
final class AppComponent: BootstrapComponent {
    var session: Session { Session(user: "demo") }
    var feed: FeedComponent { FeedComponent(parent: self) }
}
