@_spi(DIGenerated) import DIRuntime

// A root and seven levels below it through DIRuntime; the leaf (level 7) needs the root's `session`.
// Levels 1-6 each need the root's `network`, so every level builds a generated provider, as in a real app.

protocol ChainDependency: Dependency {
    var network: Network { get }
}

protocol LeafDependency: Dependency {
    var session: Session { get }
    var network: Network { get }
}

final class RuntimeRoot: BootstrapComponent {
    var session: Session { shared { Session() } }
    var network: Network { shared { Network() } }
    var level1: RuntimeLevel1 { RuntimeLevel1(parent: self) }
}

final class RuntimeLevel1: Component<ChainDependency> {
    var level2: RuntimeLevel2 { RuntimeLevel2(parent: self) }
}

final class RuntimeLevel2: Component<ChainDependency> {
    var level3: RuntimeLevel3 { RuntimeLevel3(parent: self) }
}

final class RuntimeLevel3: Component<ChainDependency> {
    var level4: RuntimeLevel4 { RuntimeLevel4(parent: self) }
}

final class RuntimeLevel4: Component<ChainDependency> {
    var level5: RuntimeLevel5 { RuntimeLevel5(parent: self) }
}

final class RuntimeLevel5: Component<ChainDependency> {
    var level6: RuntimeLevel6 { RuntimeLevel6(parent: self) }
}

final class RuntimeLevel6: Component<ChainDependency> {
    var leaf: RuntimeLeaf { RuntimeLeaf(parent: self) }
}

final class RuntimeLeaf: Component<LeafDependency> {}

// MARK: - Generated-style code: what `di-gen generate` writes for this chain (docs/RUNTIME-DESIGN.md)

// Each component has one resolution and no member named like a requirement, so it is its own provider; its
// requirements are witnessed by the getters of `DIOwnProvider`, shared by every component that reads a member the same way.

fileprivate protocol DIOwnProvider: Scope {}
extension DIOwnProvider {
    public var network: Network { withRoot(RuntimeRoot.self) { $0.network } }
    public var session: Session { withRoot(RuntimeRoot.self) { $0.session } }
}

extension RuntimeLevel1: ChainDependency, DIOwnProvider {}
extension RuntimeLevel2: ChainDependency, DIOwnProvider {}
extension RuntimeLevel3: ChainDependency, DIOwnProvider {}
extension RuntimeLevel4: ChainDependency, DIOwnProvider {}
extension RuntimeLevel5: ChainDependency, DIOwnProvider {}
extension RuntimeLevel6: ChainDependency, DIOwnProvider {}
extension RuntimeLeaf: LeafDependency, DIOwnProvider {}

func registerRuntimeChainProviderFactories() {
    DependencyProviderRegistry.shared.register(GeneratedStates(count: 9, transitions: runtimeChainTransitions, providers: runtimeChainProviders))
}

private func runtimeChainTransitions(_ state: Int, _ to: StateTransitions) {
    switch state {
    case 0: to.child(RuntimeRoot.self, 1)
    case 1: to.child(RuntimeLevel1.self, 2)
    case 2: to.child(RuntimeLevel2.self, 3)
    case 3: to.child(RuntimeLevel3.self, 4)
    case 4: to.child(RuntimeLevel4.self, 5)
    case 5: to.child(RuntimeLevel5.self, 6)
    case 6: to.child(RuntimeLevel6.self, 7)
    case 7: to.child(RuntimeLeaf.self, 8)
    default: break
    }
}

private func runtimeChainProviders(_ state: Int, _ provide: StateProviders) {
    if state >= 2 { provide.conform() }
}

// MARK: - Operations

/// Creates the root and the seven levels below it.
@inline(never)
func makeRuntimeLeaf() -> RuntimeLeaf {
    RuntimeRoot().level1.level2.level3.level4.level5.level6.leaf
}

/// Reads the dependency seven levels deep.
@inline(never)
func readSession(_ leaf: RuntimeLeaf) -> Session {
    leaf.dependency.session
}

/// Creates the root and the seven levels below it, reading `network` through each level's dependency on the
/// way down, as components that build their own objects do (so every level makes its provider).
@inline(never)
func makeRuntimeLeafReadingEveryLevel() -> RuntimeLeaf {
    let root = RuntimeRoot()
    blackHole(root.network)
    let level1 = root.level1
    blackHole(level1.dependency.network)
    let level2 = level1.level2
    blackHole(level2.dependency.network)
    let level3 = level2.level3
    blackHole(level3.dependency.network)
    let level4 = level3.level4
    blackHole(level4.dependency.network)
    let level5 = level4.level5
    blackHole(level5.dependency.network)
    let level6 = level5.level6
    blackHole(level6.dependency.network)
    return level6.leaf
}
