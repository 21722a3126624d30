import Core
import DIRuntime

public protocol FeedDependency: Dependency {
    var session: Session { get }
}

public final class FeedComponent: Component<FeedDependency> {
    public var headline: String { "feed for \(dependency.session.user)" }
}
