@testable import DIRuntime
import XCTest

/// Path ids: equal for the same path, different for different paths, and what generated hops walk.
final class PathIDTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testSamePathGivesEqualIDsAcrossInstances() {
        let first = RootComponent().loggedIn(user: "ada")
        let second = RootComponent().loggedIn(user: "grace")

        XCTAssertEqual(first.pathID, second.pathID)
        XCTAssertEqual(first.feed.pathID, second.feed.pathID)
        XCTAssertEqual(first.settings.feed.pathID, second.settings.feed.pathID)
    }

    func testDifferentPathsGiveDifferentIDs() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")
        let ids = [root.pathID, loggedIn.pathID, loggedIn.feed.pathID, loggedIn.settings.pathID,
                   loggedIn.settings.feed.pathID]

        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testRegistryComputesTheSameIDFromTypes() {
        let feed = RootComponent().loggedIn(user: "ada").settings.feed
        let registry = DependencyProviderRegistry.shared

        let id = registry.pathID(of: [RootComponent.self, LoggedInComponent.self, SettingsComponent.self,
                                      FeedComponent.self])

        XCTAssertEqual(id, feed.pathID)
        XCTAssertEqual(registry.typeNames(of: id),
                       ["RootComponent", "LoggedInComponent", "SettingsComponent", "FeedComponent"])
        XCTAssertEqual(feed.pathTypeNames, registry.typeNames(of: id))
    }

    func testAncestorHopsCountFromTheComponentBeingCreated() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")
        let settings = loggedIn.settings
        let ancestorsOfAFeed = ComponentAncestors(parent: settings)

        XCTAssertTrue(ancestorsOfAFeed.ancestor(hops: 1, as: SettingsComponent.self) === settings)
        XCTAssertTrue(ancestorsOfAFeed.ancestor(hops: 2, as: LoggedInComponent.self) === loggedIn)
        XCTAssertTrue(ancestorsOfAFeed.ancestor(hops: 3, as: RootComponent.self) === root)
    }

    func testWrongAncestorMessageNamesThePathAndTheFix() {
        registerProviderFactories()
        let loggedIn = RootComponent().loggedIn(user: "ada")
        let ancestorsOfAChild = ComponentAncestors(parent: loggedIn)

        let message = ancestorsOfAChild.wrongAncestorMessage(hops: 1, expected: SettingsComponent.self)

        XCTAssertTrue(message.contains("under RootComponent -> LoggedInComponent"))
        XCTAssertTrue(message.contains("expected SettingsComponent 1 hop(s) up"))
        XCTAssertTrue(message.contains("run `di-gen generate`"))
    }
}
