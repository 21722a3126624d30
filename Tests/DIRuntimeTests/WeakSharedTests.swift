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
