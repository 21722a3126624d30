import DIRuntime

registerProviderFactories()

func check(_ name: String, _ condition: Bool) {
    print("\(condition ? "PASS" : "FAIL") \(name)")
}

/// A view controller's lifecycle, driven by hand.
final class ScreenLifecycle: PluginizedScopeLifecycleObservable {
    private var observers: [Int: (PluginizedScopeLifecycle) -> Void] = [:]
    private var nextToken = 0

    final class Observation: ObserverDisposable {
        private let end: () -> Void
        init(end: @escaping () -> Void) { self.end = end }
        func dispose() { end() }
    }

    func observe(_ observer: @escaping (PluginizedScopeLifecycle) -> Void) -> ObserverDisposable {
        let token = nextToken
        nextToken += 1
        observers[token] = observer
        return Observation { [weak self] in self?.observers[token] = nil }
    }

    func send(_ event: PluginizedScopeLifecycle) {
        for observer in observers.values { observer(event) }
    }

    var observerCount: Int { observers.count }
}

let root = RootComponent()
let lobby = root.lobby
let lobbyLifecycle = ScreenLifecycle()
lobby.bind(to: lobbyLifecycle)

let lobbyNonCore = lobby.nonCoreComponent as! LobbyNonCoreComponent
check("non-core-component-reads-its-pluginized-parent", lobbyNonCore.chatRoom.topic == "chat in lobby of ada")
check("plugin-extension-is-the-non-core-component", lobby.pluginExtension.chatRoom === lobbyNonCore.chatRoom)
check("core-reads-its-plugin-extension", lobby.chatTopic == "chat in lobby of ada")

let match = lobby.match
let hud = match.hud
check("child-reads-plugin-extension-of-ancestor", hud.dependency.chatRoom === lobbyNonCore.chatRoom)
check("child-reads-plugin-extension-of-parent",
    hud.dependency.scoreBoard === match.pluginExtension.scoreBoard && hud.dependency.scoreBoard.owner == "ada in round 3")
check("child-reads-core-member", hud.dependency.round == 3)

let stats = (match.nonCoreComponent as! MatchNonCoreComponent).stats
check("below-non-core-reads-its-members", stats.dependency.scoreBoard === match.pluginExtension.scoreBoard)
check("below-non-core-reads-ancestors-non-core-component", stats.dependency.chatRoom === lobbyNonCore.chatRoom)
check("below-non-core-reads-root", stats.dependency.playerName == "ada")

lobbyLifecycle.send(.active)
lobbyLifecycle.send(.inactive)
lobbyLifecycle.send(.active)
check("lifecycle-reaches-non-core-component",
    lobbyNonCore.activations.value == 2 && lobbyNonCore.deactivations.value == 1)

// The lifecycle's end breaks the pair's reference cycle: both are freed with the last outside reference.
@MainActor func checkRelease() {
    let lifecycle = ScreenLifecycle()
    var lobby: LobbyComponent? = root.lobby
    lobby!.bind(to: lifecycle)
    // A pluginized child holds its parent until its own lifecycle ends too.
    let matchLifecycle = ScreenLifecycle()
    lobby!.match.bind(to: matchLifecycle)
    matchLifecycle.send(.deinit)
    _ = lobby!.chatTopic
    weak var weakLobby = lobby
    weak var weakNonCore = lobby!.nonCoreComponent
    lobby = nil
    check("pair-lives-until-its-lifecycle-ends", weakLobby != nil && weakNonCore != nil)
    lifecycle.send(.deinit)
    check("pair-freed-when-its-lifecycle-ends", weakLobby == nil && weakNonCore == nil)
    check("observation-disposed-with-the-component", lifecycle.observerCount == 0)
}
checkRelease()
