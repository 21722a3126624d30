import Core
import DIRuntime

public protocol SearchDependency: Dependency {
    var session: Session { get }
    var query: Query { get }
}

public final class SearchComponent: Component<SearchDependency> {
    public var headline: String { "search \(dependency.query.text) for \(dependency.session.user)" }
}
