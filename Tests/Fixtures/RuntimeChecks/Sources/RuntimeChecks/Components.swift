import DIRuntime

/// Counts instances so the checks can tell "the same one" from "a new one".
final class Service: @unchecked Sendable {
    nonisolated(unsafe) static var made = 0
    let serial: Int
    init() {
        Service.made += 1
        serial = Service.made
    }
}

final class RootComponent: BootstrapComponent {
    var token: String { "root-token" }
    var sharedService: Service { shared { Service() } }
    var freshService: Service { Service() }
    var weakService: Service { weakShared { Service() } }
    var level1: Level1Component { Level1Component(parent: self, label: "from-init") }
}

protocol Level1Dependency: Dependency {
    var sharedService: Service { get }
}

final class Level1Component: Component<Level1Dependency> {
    let label: String

    init(parent: Scope, label: String) {
        self.label = label
        super.init(parent: parent)
    }

    /// Nearer than the root's: Level2 must get this one.
    var token: String { "level1-token" }
    /// An extra init parameter handed to descendants as a provider.
    var labelValue: String { label }
    var level2: Level2Component { Level2Component(parent: self) }
}

protocol Level2Dependency: Dependency {
    var token: String { get }
    var labelValue: String { get }
    var sharedService: Service { get }
    var freshService: Service { get }
    var weakService: Service { get }
}

final class Level2Component: Component<Level2Dependency> {}

// A loop entered through different branches: A creates B and C, each of which creates A again. A Leaf
// under A reads the nearest `label`: the root's, B's or C's, however many times the path went round.
final class LoopRootComponent: BootstrapComponent {
    var label: String { "root" }
    var loopA: LoopAComponent { LoopAComponent(parent: self) }
}

protocol LoopADependency: Dependency {
    var label: String { get }
}

final class LoopAComponent: Component<LoopADependency> {
    var viaB: LoopBComponent { LoopBComponent(parent: self) }
    var viaC: LoopCComponent { LoopCComponent(parent: self) }
    var leaf: LoopLeafComponent { LoopLeafComponent(parent: self) }
}

final class LoopBComponent: Component<EmptyDependency> {
    var label: String { "B" }
    var loopA: LoopAComponent { LoopAComponent(parent: self) }
}

final class LoopCComponent: Component<EmptyDependency> {
    var label: String { "C" }
    var loopA: LoopAComponent { LoopAComponent(parent: self) }
}

protocol LoopLeafDependency: Dependency {
    var label: String { get }
}

final class LoopLeafComponent: Component<LoopLeafDependency> {}
