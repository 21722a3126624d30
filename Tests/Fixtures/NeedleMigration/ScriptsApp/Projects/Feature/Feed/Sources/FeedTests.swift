import NeedleFoundationTest
final class FeedMockComponent: Component<FeedDependency> {}
