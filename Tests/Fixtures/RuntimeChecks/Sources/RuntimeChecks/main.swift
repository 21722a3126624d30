import DIRuntime
import Dispatch

registerProviderFactories()

func check(_ name: String, _ condition: Bool) {
    print("\(condition ? "PASS" : "FAIL") \(name)")
}

let root = RootComponent()
let level2 = root.level1.level2

check("nearest-ancestor-wins", level2.dependency.token == "level1-token")
check("extra-init-parameter-reaches-children", level2.dependency.labelValue == "from-init")
check("shared-same-instance", level2.dependency.sharedService === level2.dependency.sharedService
    && level2.dependency.sharedService === root.sharedService)
check("computed-new-instance", level2.dependency.freshService.serial != level2.dependency.freshService.serial)

// weakShared: kept while someone holds it, made anew after release.
var held: Service? = level2.dependency.weakService
let firstSerial = held!.serial
check("weak-shared-kept-while-held", level2.dependency.weakService.serial == firstSerial)
weak var released = held
held = nil
check("weak-shared-released", released == nil)
check("weak-shared-recreated", level2.dependency.weakService.serial != firstSerial)

// Concurrent first access to `shared` creates one instance.
final class SerialSet: @unchecked Sendable {
    private let lock = DispatchQueue(label: "serials")
    private var serials = Set<Int>()
    func insert(_ serial: Int) { lock.sync { _ = serials.insert(serial) } }
    var count: Int { lock.sync { serials.count } }
}
/// Components are not `Sendable`; the race hands one to other threads on purpose, through a box.
final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

func distinctInstancesFromConcurrentFirstAccess() -> Int {
    let racer = UncheckedBox(RootComponent())
    let seen = SerialSet()
    DispatchQueue.concurrentPerform(iterations: 64) { _ in seen.insert(racer.value.sharedService.serial) }
    return seen.count
}
check("concurrent-first-access-one-instance", distinctInstancesFromConcurrentFirstAccess() == 1)

// Round a loop through different branches, deeper than any enumeration of paths would go.
let loopA = LoopRootComponent().loopA
let deep = loopA.viaB.loopA.viaC.loopA.viaB.loopA.viaC.loopA.viaC.loopA.viaB.loopA
check("loop-through-different-branches-at-any-depth",
    loopA.leaf.dependency.label == "root" && loopA.viaC.loopA.leaf.dependency.label == "C"
        && deep.leaf.dependency.label == "B" && deep.viaC.loopA.leaf.dependency.label == "C")
