import Swinject

/// The network layer: one client for the whole app.
final class NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in URLSessionHTTPClient() }
            .inObjectScope(.container)
        container.register(ArticleStore.self, name: "remote") { r in
            RemoteArticleStore(client: r.resolve(HTTPClient.self)!)
        }
    }
}
