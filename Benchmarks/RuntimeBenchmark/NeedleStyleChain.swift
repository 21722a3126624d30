// The same chain through a re-implementation of NeedleFoundation 0.x's run-time mechanics, written for the
// benchmark (not Needle's code): every component builds its path of type names ("^->NeedleRoot->..."),
// joins and hashes it under a global lock to find its provider factory, casts the provider with `as?`, and
// keeps shared values in a `[String: Any]` keyed by `#function` behind its own recursive lock.

/// A place in the tree, with Needle's lazily built path of type names.
class NeedleStyleScope {
    let parentOrNil: NeedleStyleScope?

    init(parent: NeedleStyleScope?) {
        parentOrNil = parent
    }

    var parent: NeedleStyleScope { parentOrNil! }

    lazy var path: [String] = (parentOrNil?.path ?? ["^"]) + [name]

    private var name: String {
        let qualifiedName = String(describing: type(of: self))
        return qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
    }
}

/// Needle's registry: factories keyed by the hash of the joined path string, behind a lock.
final class NeedleStyleRegistry: @unchecked Sendable {
    static let instance = NeedleStyleRegistry()

    private let lock = BenchmarkLock()
    private var factories: [Int: (NeedleStyleScope) -> AnyObject] = [:]

    func register(path: String, _ factory: @escaping (NeedleStyleScope) -> AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        factories[path.hashValue] = factory
    }

    func provider(for component: NeedleStyleScope) -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        let key = component.path.joined(separator: "->").hashValue
        guard let factory = factories[key] else { fatalError("Missing provider for \(component.path)") }
        return factory(component)
    }
}

class NeedleStyleComponent<DependencyType>: NeedleStyleScope {
    private(set) var dependency: DependencyType!
    private let sharedInstanceLock = BenchmarkLock()
    private var sharedInstances: [String: Any] = [:]

    init(parent: NeedleStyleScope) {
        super.init(parent: parent)
        dependency = NeedleStyleRegistry.instance.provider(for: self) as? DependencyType
    }

    init(root: Void) {
        super.init(parent: nil)
    }

    final func shared<Value>(__function: String = #function, _ factory: () -> Value) -> Value {
        sharedInstanceLock.lock()
        defer { sharedInstanceLock.unlock() }
        if let instance = sharedInstances[__function] as? Value { return instance }
        let instance = factory()
        sharedInstances[__function] = instance
        return instance
    }
}

final class NeedleRoot: NeedleStyleComponent<Void> {
    init() { super.init(root: ()) }
    var session: Session { shared { Session() } }
    var network: Network { shared { Network() } }
    var level1: NeedleLevel1 { NeedleLevel1(parent: self) }
}

final class NeedleLevel1: NeedleStyleComponent<ChainDependency> {
    var level2: NeedleLevel2 { NeedleLevel2(parent: self) }
}

final class NeedleLevel2: NeedleStyleComponent<ChainDependency> {
    var level3: NeedleLevel3 { NeedleLevel3(parent: self) }
}

final class NeedleLevel3: NeedleStyleComponent<ChainDependency> {
    var level4: NeedleLevel4 { NeedleLevel4(parent: self) }
}

final class NeedleLevel4: NeedleStyleComponent<ChainDependency> {
    var level5: NeedleLevel5 { NeedleLevel5(parent: self) }
}

final class NeedleLevel5: NeedleStyleComponent<ChainDependency> {
    var level6: NeedleLevel6 { NeedleLevel6(parent: self) }
}

final class NeedleLevel6: NeedleStyleComponent<ChainDependency> {
    var leaf: NeedleLeaf { NeedleLeaf(parent: self) }
}

final class NeedleLeaf: NeedleStyleComponent<LeafDependency> {}

/// Needle-generated providers reach ancestors by `parent` chains and `as!`.
private final class NeedleChainProvider: ChainDependency {
    private let root: NeedleRoot

    init(component: NeedleStyleScope, hops: Int) {
        var scope = component
        for _ in 0..<hops { scope = scope.parent }
        root = scope as! NeedleRoot
    }

    var network: Network { root.network }
}

private final class NeedleLeafProvider: LeafDependency {
    private let root: NeedleRoot

    init(component: NeedleStyleScope) {
        root = component.parent.parent.parent.parent.parent.parent.parent as! NeedleRoot
    }

    var session: Session { root.session }
    var network: Network { root.network }
}

func registerNeedleStyleProviderFactories() {
    let registry = NeedleStyleRegistry.instance
    let names = ["NeedleLevel1", "NeedleLevel2", "NeedleLevel3", "NeedleLevel4", "NeedleLevel5", "NeedleLevel6"]
    for depth in 1...6 {
        let path = (["^", "NeedleRoot"] + names.prefix(depth)).joined(separator: "->")
        registry.register(path: path) { NeedleChainProvider(component: $0, hops: depth) }
    }
    registry.register(path: (["^", "NeedleRoot"] + names + ["NeedleLeaf"]).joined(separator: "->")) {
        NeedleLeafProvider(component: $0)
    }
}

// MARK: - Operations

@inline(never)
func makeNeedleStyleLeaf() -> NeedleLeaf {
    NeedleRoot().level1.level2.level3.level4.level5.level6.leaf
}

@inline(never)
func readSession(_ leaf: NeedleLeaf) -> Session {
    leaf.dependency.session
}
