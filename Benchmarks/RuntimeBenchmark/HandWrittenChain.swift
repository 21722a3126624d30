// The same app hand-written, two ways: forwarding properties up a parent chain, and closures handed down.
// The root's `session` is created lazily under a lock, the same semantics as DIRuntime's `shared`; an eager
// `let` variant shows what dropping lazy thread-safe creation would buy.

/// The root, with lazily created, thread-safe single instances.
final class HandRoot {
    private let lock = BenchmarkLock()
    private var storedSession: Session?
    private var storedNetwork: Network?

    var session: Session {
        lock.lock()
        defer { lock.unlock() }
        if let storedSession { return storedSession }
        let session = Session()
        storedSession = session
        return session
    }

    var network: Network {
        lock.lock()
        defer { lock.unlock() }
        if let storedNetwork { return storedNetwork }
        let network = Network()
        storedNetwork = network
        return network
    }

    var level1: HandLevel1 { HandLevel1(parent: self) }
}

final class HandLevel1 {
    let parent: HandRoot
    init(parent: HandRoot) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var level2: HandLevel2 { HandLevel2(parent: self) }
}

final class HandLevel2 {
    let parent: HandLevel1
    init(parent: HandLevel1) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var level3: HandLevel3 { HandLevel3(parent: self) }
}

final class HandLevel3 {
    let parent: HandLevel2
    init(parent: HandLevel2) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var level4: HandLevel4 { HandLevel4(parent: self) }
}

final class HandLevel4 {
    let parent: HandLevel3
    init(parent: HandLevel3) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var level5: HandLevel5 { HandLevel5(parent: self) }
}

final class HandLevel5 {
    let parent: HandLevel4
    init(parent: HandLevel4) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var level6: HandLevel6 { HandLevel6(parent: self) }
}

final class HandLevel6 {
    let parent: HandLevel5
    init(parent: HandLevel5) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
    var leaf: HandLeaf { HandLeaf(parent: self) }
}

final class HandLeaf {
    let parent: HandLevel6
    init(parent: HandLevel6) { self.parent = parent }
    var session: Session { parent.session }
    var network: Network { parent.network }
}

/// A level that receives its dependencies as closures from the level above.
final class ClosureLevel {
    let session: () -> Session
    let network: () -> Network

    init(root: HandRoot) {
        session = { root.session }
        network = { root.network }
    }

    init(parent: ClosureLevel) {
        session = parent.session
        network = parent.network
    }
}

/// A root whose single instances are made eagerly and held in `let`s: no lock, no laziness.
final class EagerRoot {
    let session = Session()
    let network = Network()
}

final class EagerLevel {
    let session: Session
    let network: Network

    init(root: EagerRoot) {
        session = root.session
        network = root.network
    }

    init(parent: EagerLevel) {
        session = parent.session
        network = parent.network
    }
}

// MARK: - Operations

@inline(never)
func makeHandLeaf() -> HandLeaf {
    HandRoot().level1.level2.level3.level4.level5.level6.leaf
}

/// The hand-written counterpart of `makeRuntimeLeafReadingEveryLevel`: reads `network` at every level.
@inline(never)
func makeHandLeafReadingEveryLevel() -> HandLeaf {
    let root = HandRoot()
    blackHole(root.network)
    let level1 = root.level1
    blackHole(level1.network)
    let level2 = level1.level2
    blackHole(level2.network)
    let level3 = level2.level3
    blackHole(level3.network)
    let level4 = level3.level4
    blackHole(level4.network)
    let level5 = level4.level5
    blackHole(level5.network)
    let level6 = level5.level6
    blackHole(level6.network)
    return level6.leaf
}

@inline(never)
func readSession(_ leaf: HandLeaf) -> Session {
    leaf.session
}

@inline(never)
func makeClosureLeaf() -> ClosureLevel {
    var level = ClosureLevel(root: HandRoot())
    for _ in 2...7 { level = ClosureLevel(parent: level) }
    return level
}

@inline(never)
func readSession(_ leaf: ClosureLevel) -> Session {
    leaf.session()
}

@inline(never)
func makeEagerLeaf() -> EagerLevel {
    var level = EagerLevel(root: EagerRoot())
    for _ in 2...7 { level = EagerLevel(parent: level) }
    return level
}

@inline(never)
func readSession(_ leaf: EagerLevel) -> Session {
    leaf.session
}
