import Core
import DIRuntime
import FeedFeature

/// The widget's own root: it shows the feed only, for whoever last signed in.
final class AppComponent: BootstrapComponent {
    var session: Session { shared { Session(user: "widget user") } }
    var feed: FeedComponent { FeedComponent(parent: self) }
}
