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

        var id = ComponentPathID.origin
        for componentType: Scope.Type in [RootComponent.self, LoggedInComponent.self, SettingsComponent.self,
                                          FeedComponent.self] {
            id = registry.pathID(of: componentType, under: id)
        }

        XCTAssertEqual(id, feed.pathID)
        XCTAssertEqual(registry.typeNames(of: id),
                       ["RootComponent", "LoggedInComponent", "SettingsComponent", "FeedComponent"])
        XCTAssertEqual(feed.pathTypeNames, registry.typeNames(of: id))
    }

    func testAncestorHopsCountFromTheComponentBeingCreated() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")
        let settings = loggedIn.settings
        let providerOfAFeed = DependencyProvider(parent: settings)

        XCTAssertTrue(providerOfAFeed.withAncestor(SettingsComponent.self, hops: 1) { $0 } === settings)
        XCTAssertTrue(providerOfAFeed.withAncestor(LoggedInComponent.self, hops: 2) { $0 } === loggedIn)
        XCTAssertTrue(providerOfAFeed.withAncestor(RootComponent.self, hops: 3) { $0 } === root)
        XCTAssertTrue(providerOfAFeed.withRoot(RootComponent.self) { $0 } === root)
        XCTAssertTrue(DependencyProvider(parent: root).withRoot(RootComponent.self) { $0 } === root)
    }

    func testWrongAncestorMessageNamesThePathAndTheFix() {
        registerProviderFactories()
        let loggedIn = RootComponent().loggedIn(user: "ada")
        let providerOfAChild = DependencyProvider(parent: loggedIn)

        let message = providerOfAChild.wrongAncestorMessage(hops: 1, expected: SettingsComponent.self)

        XCTAssertTrue(message.contains("under RootComponent -> LoggedInComponent"))
        XCTAssertTrue(message.contains("expected SettingsComponent 1 hop(s) up"))
        XCTAssertTrue(message.contains("run `di-gen generate`"))
    }
}
