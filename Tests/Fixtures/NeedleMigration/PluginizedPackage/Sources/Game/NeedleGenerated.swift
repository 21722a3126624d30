

import NeedleFoundation

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = "e211c19929a8f46073e0b05d2f6c769e"

// MARK: - Traversal Helpers

private func parent1(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent
}

private func parent2(_ component: NeedleFoundation.Scope) -> NeedleFoundation.Scope {
    return component.parent.parent
}

// MARK: - Providers

#if !NEEDLE_DYNAMIC

private class BoardDependency01f5ad9d18fd97ca3a65Provider: BoardDependency {
    var scores: Scores {
        return gameRootComponent.scores
    }
    var arena: Arena {
        return matchComponent.pluginExtension.arena
    }
    var round: Int {
        return matchComponent.round
    }
    private let gameRootComponent: GameRootComponent
    private let matchComponent: MatchComponent
    init(gameRootComponent: GameRootComponent, matchComponent: MatchComponent) {
        self.gameRootComponent = gameRootComponent
        self.matchComponent = matchComponent
    }
}
/// ^->GameRootComponent->MatchComponent->BoardComponent
private func factory63a25439f3ecb0d1ab5ac193d63d8fa8a95d3867(_ component: NeedleFoundation.Scope) -> AnyObject {
    return BoardDependency01f5ad9d18fd97ca3a65Provider(gameRootComponent: parent2(component) as! GameRootComponent, matchComponent: parent1(component) as! MatchComponent)
}
private class MatchNonCoreDependency00ce6b02b5a87e1b2f35Provider: MatchNonCoreDependency {
    var round: Int {
        return matchComponent.round
    }
    private let matchComponent: MatchComponent
    init(matchComponent: MatchComponent) {
        self.matchComponent = matchComponent
    }
}
/// ^->GameRootComponent->MatchComponent->MatchNonCoreComponent
private func factory9d077910702c2269f50e41e8b45de465a3c7e78b(_ component: NeedleFoundation.Scope) -> AnyObject {
    return MatchNonCoreDependency00ce6b02b5a87e1b2f35Provider(matchComponent: parent1(component) as! MatchComponent)
}
private class MatchDependencyf4b8963b529eb512e555Provider: MatchDependency {
    var playerName: String {
        return gameRootComponent.playerName
    }
    private let gameRootComponent: GameRootComponent
    init(gameRootComponent: GameRootComponent) {
        self.gameRootComponent = gameRootComponent
    }
}
/// ^->GameRootComponent->MatchComponent
private func factory7f57408d84dc7af183474b5d1c40b3ccda38d4fc(_ component: NeedleFoundation.Scope) -> AnyObject {
    return MatchDependencyf4b8963b529eb512e555Provider(gameRootComponent: parent1(component) as! GameRootComponent)
}
/// MatchComponent plugin extension
private class MatchPluginExtensionProvider: MatchPluginExtension {
    var arena: Arena {
        return matchNonCoreComponent.arena
    }
    private unowned let matchNonCoreComponent: MatchNonCoreComponent
    init(component: NeedleFoundation.Scope) {
        let matchComponent = component as! MatchComponent
        matchNonCoreComponent = matchComponent.nonCoreComponent as! MatchNonCoreComponent
    }
}

#else
extension GameRootComponent: NeedleFoundation.Registration {
    public func registerItems() {

        localTable["playerName-String"] = { [unowned self] in self.playerName as Any }
        localTable["scores-Scores"] = { [unowned self] in self.scores as Any }
    }
}
extension BoardComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\BoardDependency.scores] = "scores-Scores"
        keyPathToName[\BoardDependency.arena] = "arena-Arena"
        keyPathToName[\BoardDependency.round] = "round-Int"
    }
}
extension MatchNonCoreComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\MatchNonCoreDependency.round] = "round-Int"
        localTable["arena-Arena"] = { [unowned self] in self.arena as Any }
    }
}
extension MatchComponent: NeedleFoundation.Registration {
    public func registerItems() {
        keyPathToName[\MatchDependency.playerName] = "playerName-String"
        localTable["round-Int"] = { [unowned self] in self.round as Any }
    }
}
/// MatchComponent plugin extension
extension MatchComponent: NeedleFoundation.ExtensionRegistration {
    public func registerExtensionItems() {
        extensionToName[\MatchPluginExtension.arena] = "arena-Arena"
    }
}


#endif

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

// MARK: - Registration
private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

#if !NEEDLE_DYNAMIC

@inline(never) private func register1() {
    registerProviderFactory("^->GameRootComponent", factoryEmptyDependencyProvider)
    registerProviderFactory("^->GameRootComponent->MatchComponent->BoardComponent", factory63a25439f3ecb0d1ab5ac193d63d8fa8a95d3867)
    registerProviderFactory("^->GameRootComponent->MatchComponent->MatchNonCoreComponent", factory9d077910702c2269f50e41e8b45de465a3c7e78b)
    registerProviderFactory("^->GameRootComponent->MatchComponent", factory7f57408d84dc7af183474b5d1c40b3ccda38d4fc)
    __PluginExtensionProviderRegistry.instance.registerPluginExtensionProviderFactory(for: "MatchComponent") { component in
        return MatchPluginExtensionProvider(component: component)
    }
}
#endif

public func registerProviderFactories() {
#if !NEEDLE_DYNAMIC
    register1()
#endif
}
