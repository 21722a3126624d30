import NeedleFoundation

final class Scores {
    private(set) var points: [Int] = []
    func add(_ value: Int) { points.append(value) }
}

final class Arena {
    let name: String
    init(name: String) { self.name = name }
}

final class GameRootComponent: BootstrapComponent {
    public var playerName: String { "grace" }
    public var scores: Scores { shared { Scores() } }
    var match: MatchComponent { MatchComponent(parent: self) }
}

protocol MatchDependency: Dependency {
    var playerName: String { get }
}

protocol MatchPluginExtension: PluginExtension {
    var arena: Arena { get }
}

final class MatchComponent: PluginizedComponent<MatchDependency, MatchPluginExtension, MatchNonCoreComponent> {
    public var round: Int { 2 }
    var board: BoardComponent { BoardComponent(parent: self) }
}

protocol MatchNonCoreDependency: Dependency {
    var round: Int { get }
}

final class MatchNonCoreComponent: NonCoreComponent<MatchNonCoreDependency> {
    public var arena: Arena { shared { Arena(name: "arena for round \(dependency.round)") } }
}

protocol BoardDependency: Dependency {
    var scores: Scores { get }
    var arena: Arena { get }
    var round: Int { get }
}

final class BoardComponent: Component<BoardDependency> {
    var summary: String { "\(dependency.arena.name), round \(dependency.round)" }
}
