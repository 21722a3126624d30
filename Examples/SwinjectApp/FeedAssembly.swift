import Swinject

/// The feed screen: its view model takes the category it shows as an argument.
final class FeedAssembly: Assembly {
    func assemble(container: Container) {
        container.register(FeedViewModel.self) { (r, category: String) in
            FeedViewModel(
                category: category,
                store: r.resolve(ArticleStore.self, name: "remote")!,
                analytics: r.resolve(Analytics.self)!
            )
        }
        container.register(FeedViewController.self) { r in
            FeedViewController(viewModel: r.resolve(FeedViewModel.self)!)
        }
    }
}
