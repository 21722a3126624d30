import Core
import DIRuntime
import FeedFeature
import SearchFeature

final class AppComponent: BootstrapComponent {
    var session: Session { shared { Session(user: "ada") } }
    var query: Query { Query(text: "shoes") }
    var feed: FeedComponent { FeedComponent(parent: self) }
    var search: SearchComponent { SearchComponent(parent: self) }
}
