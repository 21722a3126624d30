import DIRuntime
import Foundation
import XCTest

/// `shared` read from many threads while values are still being added: the lock-free read path must see every
/// value exactly once made, including while the component's key buffer grows.
final class ConcurrentSharedTests: XCTestCase {
    func testConcurrentReadersWhileValuesAreAddedSeeOneInstancePerValue() {
        for _ in 0..<50 {
            let component = TwelveValuesComponent()
            let seen = (0..<8).map { _ in LockedIdentities() }

            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                // Each thread walks the values from a different start, so first reads and repeated reads of
                // other values overlap while the store spills from its inline slots into bigger buffers.
                for step in 0..<36 {
                    let index = (thread * 5 + step) % 12
                    seen[thread].record(component.value(index), at: index)
                }
            }

            let reference = seen[0].identities
            XCTAssertEqual(reference.count, 12)
            for perThread in seen {
                XCTAssertEqual(perThread.identities, reference)
            }
            XCTAssertEqual(component.factoryRuns, 12)
        }
    }

    func testAComponentDeclaredUncheckedSendableCrossesIntoTasks() async {
        let component = TwelveValuesComponent()
        let first = ObjectIdentifier(component.value(3))

        // Scope is deliberately not Sendable (see docs/RUNTIME-DESIGN.md); the subclass opts in.
        let fromTask = await Task.detached { ObjectIdentifier(component.value(3)) }.value

        XCTAssertEqual(first, fromTask)
    }
}

/// A root with twelve shared values, more than the store's inline slots. `@unchecked Sendable` as an app's
/// component read from several threads would be: `factoryRuns` changes only inside `shared` factories, which
/// run under the component's lock.
private final class TwelveValuesComponent: BootstrapComponent, @unchecked Sendable {
    var factoryRuns = 0

    func value(_ index: Int) -> Session {
        switch index {
        case 0: value0
        case 1: value1
        case 2: value2
        case 3: value3
        case 4: value4
        case 5: value5
        case 6: value6
        case 7: value7
        case 8: value8
        case 9: value9
        case 10: value10
        default: value11
        }
    }

    private func made(_ name: String) -> Session {
        factoryRuns += 1
        return Session(name: name)
    }

    var value0: Session { shared { made("0") } }
    var value1: Session { shared { made("1") } }
    var value2: Session { shared { made("2") } }
    var value3: Session { shared { made("3") } }
    var value4: Session { shared { made("4") } }
    var value5: Session { shared { made("5") } }
    var value6: Session { shared { made("6") } }
    var value7: Session { shared { made("7") } }
    var value8: Session { shared { made("8") } }
    var value9: Session { shared { made("9") } }
    var value10: Session { shared { made("10") } }
    var value11: Session { shared { made("11") } }
}

/// What one thread saw, by value index.
private final class LockedIdentities: @unchecked Sendable {
    private let lock = NSLock()
    private var byIndex: [Int: ObjectIdentifier] = [:]
    private var objects: [AnyObject] = []

    func record(_ object: AnyObject, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let earlier = byIndex[index] {
            precondition(earlier == ObjectIdentifier(object), "value \(index) changed identity")
        }
        byIndex[index] = ObjectIdentifier(object)
        objects.append(object)
    }

    var identities: [Int: ObjectIdentifier] {
        lock.lock()
        defer { lock.unlock() }
        return byIndex
    }
}
