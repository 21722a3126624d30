import DIRuntime

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

// MARK: - Generated-style code, exactly as the contract in docs/RUNTIME-DESIGN.md says

/// ChainDependency resolved as: network from RuntimeRoot. Shared by the six paths that resolve this way.
private final class ChainDependencyProvider_RuntimeRoot: ChainDependency {
    private let runtimeRoot: RuntimeRoot

    init(_ ancestors: ComponentAncestors, runtimeRootHops: Int) {
        runtimeRoot = ancestors.ancestor(hops: runtimeRootHops, as: RuntimeRoot.self)
    }

    var network: Network { runtimeRoot.network }
}

/// LeafDependency resolved as: session and network from RuntimeRoot.
private final class LeafDependencyProvider_RuntimeRoot: LeafDependency {
    private let runtimeRoot: RuntimeRoot

    init(_ ancestors: ComponentAncestors, runtimeRootHops: Int) {
        runtimeRoot = ancestors.ancestor(hops: runtimeRootHops, as: RuntimeRoot.self)
    }

    var session: Session { runtimeRoot.session }
    var network: Network { runtimeRoot.network }
}

func registerRuntimeChainProviderFactories() {
    let registry = DependencyProviderRegistry.shared
    registry.register(RuntimeLevel1.self, under: [RuntimeRoot.self]) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 1)
    }
    registry.register(RuntimeLevel2.self, under: [RuntimeRoot.self, RuntimeLevel1.self]) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 2)
    }
    registry.register(RuntimeLevel3.self, under: [RuntimeRoot.self, RuntimeLevel1.self, RuntimeLevel2.self]) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 3)
    }
    registry.register(
        RuntimeLevel4.self, under: [RuntimeRoot.self, RuntimeLevel1.self, RuntimeLevel2.self, RuntimeLevel3.self]
    ) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 4)
    }
    registry.register(
        RuntimeLevel5.self,
        under: [RuntimeRoot.self, RuntimeLevel1.self, RuntimeLevel2.self, RuntimeLevel3.self, RuntimeLevel4.self]
    ) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 5)
    }
    registry.register(
        RuntimeLevel6.self,
        under: [RuntimeRoot.self, RuntimeLevel1.self, RuntimeLevel2.self, RuntimeLevel3.self, RuntimeLevel4.self,
                RuntimeLevel5.self]
    ) {
        ChainDependencyProvider_RuntimeRoot($0, runtimeRootHops: 6)
    }
    registry.register(
        RuntimeLeaf.self,
        under: [RuntimeRoot.self, RuntimeLevel1.self, RuntimeLevel2.self, RuntimeLevel3.self, RuntimeLevel4.self,
                RuntimeLevel5.self, RuntimeLevel6.self]
    ) {
        LeafDependencyProvider_RuntimeRoot($0, runtimeRootHops: 7)
    }
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
