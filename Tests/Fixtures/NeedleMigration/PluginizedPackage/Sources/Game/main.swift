import NeedleFoundation

final class Lifecycle: PluginizedScopeLifecycleObservable {
    final class Observation: ObserverDisposable {
        func dispose() {}
    }
    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        observer(.active)
        return Observation()
    }
}

registerProviderFactories()
let root = GameRootComponent()
let match = root.match
match.bind(to: Lifecycle())
let board = match.board
board.dependency.scores.add(3)
print("\(board.summary); scores \(root.scores.points); same arena: \(board.dependency.arena === match.pluginExtension.arena)")
