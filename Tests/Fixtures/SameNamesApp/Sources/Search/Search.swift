import Core
import DIRuntime

public protocol SearchDependency: Dependency {
    var session: Session { get }
}

public final class SearchComponent: Component<SearchDependency> {
    public var query: Query { Query(text: "swift for \(dependency.session.user)") }
    public var detail: DetailComponent { DetailComponent(parent: self) }
}

/// Named like Feed's: this module's own detail screen, which needs a query instead.
public protocol DetailDependency: Dependency {
    var query: Query { get }
}

public final class DetailComponent: Component<DetailDependency> {
    public var title: String { "search detail for \(dependency.query.text)" }
}
