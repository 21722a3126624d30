import DIRuntime

// Root -> LobbyComponent (pluginized) -> LobbyNonCoreComponent
//                                     -> MatchComponent (pluginized) -> MatchNonCoreComponent -> StatsComponent
//                                                                    -> HUDComponent

final class Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}

final class ChatRoom {
    let topic: String
    init(topic: String) { self.topic = topic }
}

final class ScoreBoard {
    let owner: String
    init(owner: String) { self.owner = owner }
}

final class RootComponent: BootstrapComponent {
    var playerName: String { "ada" }
    var lobby: LobbyComponent { LobbyComponent(parent: self) }
}

// MARK: - Lobby

protocol LobbyDependency: Dependency {
    var playerName: String { get }
}

protocol LobbyPluginExtension: PluginExtension {
    var chatRoom: ChatRoom { get }
}

final class LobbyComponent: PluginizedComponent<LobbyDependency, LobbyPluginExtension, LobbyNonCoreComponent> {
    var lobbyName: String { "lobby of \(dependency.playerName)" }
    var match: MatchComponent { MatchComponent(parent: self) }
    /// The core half reads what its plugins provide.
    var chatTopic: String { pluginExtension.chatRoom.topic }
}

protocol LobbyNonCoreDependency: Dependency {
    var lobbyName: String { get }
}

final class LobbyNonCoreComponent: NonCoreComponent<LobbyNonCoreDependency> {
    var chatRoom: ChatRoom { shared { ChatRoom(topic: "chat in \(dependency.lobbyName)") } }
    let activations = Counter()
    let deactivations = Counter()

    override func scopeDidBecomeActive() { activations.increment() }
    override func scopeDidBecomeInactive() { deactivations.increment() }
}

// MARK: - Match

protocol MatchDependency: Dependency {
    var playerName: String { get }
}

protocol MatchPluginExtension: PluginExtension {
    var scoreBoard: ScoreBoard { get }
}

final class MatchComponent: PluginizedComponent<MatchDependency, MatchPluginExtension, MatchNonCoreComponent> {
    var round: Int { 3 }
    var hud: HUDComponent { HUDComponent(parent: self) }
}

protocol MatchNonCoreDependency: Dependency {
    var playerName: String { get }
    var round: Int { get }
}

final class MatchNonCoreComponent: NonCoreComponent<MatchNonCoreDependency> {
    var scoreBoard: ScoreBoard { shared { ScoreBoard(owner: "\(dependency.playerName) in round \(dependency.round)") } }
    var stats: StatsComponent { StatsComponent(parent: self) }
}

// MARK: - Below the match

/// Not below a non-core component: reads the lobby's chat room through the lobby's plugin extension, and the
/// match's score board through the match's.
protocol HUDDependency: Dependency {
    var chatRoom: ChatRoom { get }
    var scoreBoard: ScoreBoard { get }
    var round: Int { get }
}

final class HUDComponent: Component<HUDDependency> {}

/// Below the match's non-core component: reads the score board there, and the lobby's chat room from the
/// lobby's non-core component.
protocol StatsDependency: Dependency {
    var chatRoom: ChatRoom { get }
    var scoreBoard: ScoreBoard { get }
    var playerName: String { get }
}

final class StatsComponent: Component<StatsDependency> {}
