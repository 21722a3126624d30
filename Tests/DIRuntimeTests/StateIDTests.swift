@testable import DIRuntime
import XCTest

/// States: equal for the same path, different for paths that resolve differently, and what generated hops walk.
final class StateIDTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testSamePathGivesEqualStatesAcrossInstances() {
        let first = RootComponent().loggedIn(user: "ada")
        let second = RootComponent().loggedIn(user: "grace")

        XCTAssertEqual(first.stateID, second.stateID)
        XCTAssertEqual(first.feed.stateID, second.feed.stateID)
        XCTAssertEqual(first.settings.feed.stateID, second.settings.feed.stateID)
    }

    func testPathsThatResolveDifferentlyGiveDifferentStates() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")
        let ids = [root.stateID, loggedIn.stateID, loggedIn.feed.stateID, loggedIn.settings.stateID,
                   loggedIn.settings.feed.stateID]

        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testRegistryFindsTheSameStateFromTypes() {
        let feed = RootComponent().loggedIn(user: "ada").settings.feed
        let registry = DependencyProviderRegistry.shared

        var id = ComponentStateID.origin
        for componentType: Scope.Type in [RootComponent.self, LoggedInComponent.self, SettingsComponent.self,
                                          FeedComponent.self] {
            id = registry.stateID(of: componentType, under: id)
        }

        XCTAssertEqual(id, feed.stateID)
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
