import DIRuntime
import XCTest

/// `weakShared { ... }`: kept while someone else holds it, re-created after release.
final class WeakSharedTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testWeakSharedIsTheSameInstanceWhileHeld() {
        let loggedIn = RootComponent().loggedIn(user: "ada")

        let held = loggedIn.feedModel

        XCTAssertTrue(loggedIn.feedModel === held)
        XCTAssertEqual(loggedIn.feedModelFactoryRuns, 1)
    }

    func testWeakSharedAndSharedUnderTheSameNameAreSeparate() {
        let component = SameNameComponent()

        let strong = component.model(weak: false)
        let weak = component.model(weak: true)

        XCTAssertFalse(strong === weak)
        XCTAssertTrue(component.model(weak: false) === strong)
        XCTAssertTrue(component.model(weak: true) === weak)
    }

    func testWeakSharedIsReleasedWhenNoOneHoldsItAndThenRecreated() {
        let loggedIn = RootComponent().loggedIn(user: "ada")
        weak var released: FeedModel?

        do {
            let held = loggedIn.feedModel
            released = held
            XCTAssertNotNil(released)
        }
        XCTAssertNil(released, "the component must not keep a weakShared value alive")

        let recreated = loggedIn.feedModel

        XCTAssertEqual(loggedIn.feedModelFactoryRuns, 2)
        XCTAssertTrue(loggedIn.feedModel === recreated)
        XCTAssertEqual(loggedIn.feedModelFactoryRuns, 2)
    }
}

/// Reads `shared` and `weakShared` from one function, so both are keyed by the same `#function`.
private final class SameNameComponent: BootstrapComponent {
    func model(weak: Bool) -> FeedModel {
        weak ? weakShared { FeedModel() } : shared { FeedModel() }
    }
}
