import DIRuntime
import Foundation
import XCTest

/// `shared { ... }`: one instance per component instance, created once even under concurrent first access.
final class SharedTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testSharedReturnsTheSameInstanceAndAPlainPropertyANewOne() {
        let root = RootComponent()

        XCTAssertTrue(root.session === root.session)
        XCTAssertTrue(root.network === root.network)
        XCTAssertFalse(root.freshNetwork === root.freshNetwork)
        XCTAssertEqual(root.sessionFactoryRuns, 1)
    }

    func testEachComponentInstanceHasItsOwnSharedInstance() {
        let first = RootComponent()
        let second = RootComponent()

        XCTAssertFalse(first.session === second.session)
        XCTAssertFalse(first.loggedIn(user: "ada").store === first.loggedIn(user: "ada").store)
    }

    func testDifferentPropertiesOfTheSameTypeAreDifferentInstances() {
        let component = TwoSessionsComponent()

        XCTAssertFalse(component.primary === component.secondary)
        XCTAssertTrue(component.primary === component.primary)
        XCTAssertTrue(component.secondary === component.secondary)
    }

    func testSharedFactoryMayReadAnotherSharedValueOfTheSameComponent() {
        let component = TwoSessionsComponent()

        XCTAssertTrue(component.pair.0 === component.primary)
        XCTAssertTrue(component.pair.1 === component.secondary)
    }

    func testSameNameWithDifferentTypesKeepsBothValues() {
        let component = TwoSessionsComponent()

        XCTAssertEqual(component.value(as: Int.self, 7), 7)
        XCTAssertEqual(component.value(as: String.self, "seven"), "seven")
        XCTAssertEqual(component.value(as: Int.self, 8), 7)
    }

    func testManySharedValuesOnOneComponentStayDistinctAndStable() {
        let component = ManySharedValuesComponent()
        let first = component.all

        let second = component.all

        XCTAssertEqual(Set(first.map(ObjectIdentifier.init)).count, 10)
        XCTAssertEqual(first.map(ObjectIdentifier.init), second.map(ObjectIdentifier.init))
    }

    func testConcurrentFirstAccessCreatesExactlyOneInstance() {
        for _ in 0..<20 {
            let root = SlowSessionComponent()
            let seen = IdentitySet()

            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                seen.insert(root.session)
            }

            XCTAssertEqual(root.factoryRuns, 1)
            XCTAssertEqual(seen.count, 1)
        }
    }
}

/// A root whose shared values exercise keying by name and type, and nesting.
private final class TwoSessionsComponent: BootstrapComponent {
    var primary: Session { shared { Session(name: "primary") } }
    var secondary: Session { shared { Session(name: "secondary") } }
    var pair: (Session, Session) { shared { (primary, secondary) } }

    func value<Value>(as type: Value.Type, _ initial: Value) -> Value {
        shared { initial }
    }
}

/// A root with more shared values than the store keeps inline, so the keys move to a separate buffer.
private final class ManySharedValuesComponent: BootstrapComponent {
    var value0: Session { shared { Session(name: "0") } }
    var value1: Session { shared { Session(name: "1") } }
    var value2: Session { shared { Session(name: "2") } }
    var value3: Session { shared { Session(name: "3") } }
    var value4: Session { shared { Session(name: "4") } }
    var value5: Session { shared { Session(name: "5") } }
    var value6: Session { shared { Session(name: "6") } }
    var value7: Session { shared { Session(name: "7") } }
    var value8: Session { shared { Session(name: "8") } }
    var value9: Session { shared { Session(name: "9") } }

    var all: [Session] { [value0, value1, value2, value3, value4, value5, value6, value7, value8, value9] }
}

/// A root whose shared factory is slow enough for threads to pile up on the first access.
///
/// `@unchecked Sendable` as an app's component would be when read from several threads: its only mutable
/// state, `factoryRuns`, changes inside a `shared` factory, which runs under the component's lock.
private final class SlowSessionComponent: BootstrapComponent, @unchecked Sendable {
    var factoryRuns = 0

    var session: Session {
        shared {
            factoryRuns += 1
            Thread.sleep(forTimeInterval: 0.002)
            return Session(name: "slow")
        }
    }
}

/// The distinct objects seen from many threads.
private final class IdentitySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identifiers = Set<ObjectIdentifier>()
    private var objects: [AnyObject] = []

    func insert(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        identifiers.insert(ObjectIdentifier(object))
        objects.append(object)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return identifiers.count
    }
}
