import Core
import DIRuntime
import Feed
import Search

final class RootComponent: BootstrapComponent {
    var session: Session { shared { Session(user: "ada") } }
    var feed: FeedComponent { FeedComponent(parent: self) }
    var search: SearchComponent { SearchComponent(parent: self) }
}
