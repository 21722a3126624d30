import Swinject

final class AppDelegate {
    let assembler = Assembler([NetworkAssembly(), FeedAssembly()])

    func showFeed(category: String) -> FeedViewController {
        _ = assembler.resolver.resolve(FeedViewModel.self, argument: category)!
        return assembler.resolver.resolve(FeedViewController.self)!
    }

    func reload() {
        _ = assembler.resolver.resolve(ArticleStore.self)!
    }
}
