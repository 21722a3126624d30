import Core
import DIRuntime
import SearchFeature

/// A demo app for search alone: a fixed session and query.
final class AppComponent: BootstrapComponent {
    var session: Session { Session(user: "demo") }
    var query: Query { Query(text: "hats") }
    var search: SearchComponent { SearchComponent(parent: self) }
}
