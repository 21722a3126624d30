#if canImport(Synchronization)
import Synchronization

// The parent-property chain hand-written with the technique DIRuntime's `shared` uses where atomics exist: a
// lazily created single instance published without a lock (`AtomicLazyReference`), read with one acquire load.
// Same semantics as the locked baseline (created on first use, thread-safe; under a race two sessions may be
// made and one dropped, which `shared` avoids with its lock on the creation path). Shows how much of DIRuntime's
// repeated-read advantage over the locked baseline is the technique rather than the runtime.

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeRoot {
    private let storedSession = AtomicLazyReference<Session>()
    private let storedNetwork = AtomicLazyReference<Network>()

    var session: Session { storedSession.load() ?? storedSession.storeIfNil(Session()) }
    var network: Network { storedNetwork.load() ?? storedNetwork.storeIfNil(Network()) }
    var level1: LockFreeLevel1 { LockFreeLevel1(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel1 {
    let parent: LockFreeRoot
    init(parent: LockFreeRoot) { self.parent = parent }
    var session: Session { parent.session }
    var level2: LockFreeLevel2 { LockFreeLevel2(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel2 {
    let parent: LockFreeLevel1
    init(parent: LockFreeLevel1) { self.parent = parent }
    var session: Session { parent.session }
    var level3: LockFreeLevel3 { LockFreeLevel3(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel3 {
    let parent: LockFreeLevel2
    init(parent: LockFreeLevel2) { self.parent = parent }
    var session: Session { parent.session }
    var level4: LockFreeLevel4 { LockFreeLevel4(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel4 {
    let parent: LockFreeLevel3
    init(parent: LockFreeLevel3) { self.parent = parent }
    var session: Session { parent.session }
    var level5: LockFreeLevel5 { LockFreeLevel5(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel5 {
    let parent: LockFreeLevel4
    init(parent: LockFreeLevel4) { self.parent = parent }
    var session: Session { parent.session }
    var level6: LockFreeLevel6 { LockFreeLevel6(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLevel6 {
    let parent: LockFreeLevel5
    init(parent: LockFreeLevel5) { self.parent = parent }
    var session: Session { parent.session }
    var leaf: LockFreeLeaf { LockFreeLeaf(parent: self) }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class LockFreeLeaf {
    let parent: LockFreeLevel6
    init(parent: LockFreeLevel6) { self.parent = parent }
    var session: Session { parent.session }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
@inline(never)
func makeLockFreeLeaf() -> LockFreeLeaf {
    LockFreeRoot().level1.level2.level3.level4.level5.level6.leaf
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
@inline(never)
func readSession(_ leaf: LockFreeLeaf) -> Session {
    leaf.session
}

/// The lock-free hand-written cases, where this system has the atomics they need.
func lockFreeHandWrittenCases(firstAccess: Bool) -> [BenchmarkCase] {
    guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else { return [] }
    let name = "hand-written, lock-free lazy (AtomicLazyReference)"
    if firstAccess {
        return [BenchmarkCase(name: name) { blackHole(readSession(makeLockFreeLeaf())) }]
    }
    let leaf = makeLockFreeLeaf()
    return [BenchmarkCase(name: name) { blackHole(readSession(leaf)) }]
}
#else
func lockFreeHandWrittenCases(firstAccess: Bool) -> [BenchmarkCase] { [] }
#endif
