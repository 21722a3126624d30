import DIRuntime

protocol FeedDependency: Dependency {
    var store: Store { get }
    var feedRepository: FeedRepository { get }
}

final class FeedComponent: Component<FeedDependency> {
    func detail(storyID: Int) -> DetailComponent {
        DetailComponent(parent: self, storyID: storyID)
    }
}
