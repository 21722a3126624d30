import Core
import DIRuntime

public protocol FeedDependency: Dependency {
    var session: Session { get }
}

public final class FeedComponent: Component<FeedDependency> {
    public var detail: DetailComponent { DetailComponent(parent: self) }
}

/// Named like Search's: this module's own detail screen, which needs the session.
public protocol DetailDependency: Dependency {
    var session: Session { get }
}

public final class DetailComponent: Component<DetailDependency> {
    public var title: String { "feed detail for \(dependency.session.user)" }
}
