import DIRuntime

/// Inherits requirements from another dependency protocol (Needle cannot; its issue #149).
protocol ImagesDependency: Dependency {
    var imageCache: ImageCache { get }
}

protocol DetailDependency: ImagesDependency {
    /// Satisfied three levels up, by the root.
    var session: Session { get }
    var store: Store { get }
}

final class DetailComponent: Component<DetailDependency> {
    let storyID: Int

    init(parent: Scope, storyID: Int) {
        self.storyID = storyID
        super.init(parent: parent)
    }

    var title: String { "Story \(storyID) for \(dependency.store.owner)" }
}
