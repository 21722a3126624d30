@testable import NeedleFoundation

protocol FeedDependency: Dependency {
    var session: Session { get }
}

final class FeedComponent: Component<FeedDependency> {
    var title: String { "Feed" }
}
