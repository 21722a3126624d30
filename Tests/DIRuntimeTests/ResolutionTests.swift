import DIRuntime
import XCTest

/// How a component's dependency is resolved through the generated providers.
final class ResolutionTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testNearestAncestorProvidingARequirementWins() {
        let loggedIn = RootComponent().loggedIn(user: "ada")

        XCTAssertEqual(loggedIn.feed.dependency.session.name, "root")
        XCTAssertEqual(loggedIn.settings.feed.dependency.session.name, "settings")
    }

    func testComponentCreatedFromTwoParentsResolvesPerPath() {
        let loggedIn = RootComponent().loggedIn(user: "ada")
        let settings = loggedIn.settings
        let feedUnderLoggedIn = loggedIn.feed
        let feedUnderSettings = settings.feed

        XCTAssertEqual(feedUnderLoggedIn.title, "ada @ root")
        XCTAssertEqual(feedUnderSettings.title, "ada @ settings")
        XCTAssertTrue(feedUnderLoggedIn.dependency.store === feedUnderSettings.dependency.store)
        XCTAssertTrue(feedUnderSettings.dependency.session === settings.session)
    }

    func testExtraInitParameterReachesChildren() {
        let root = RootComponent()

        XCTAssertEqual(root.loggedIn(user: "ada").feed.dependency.store.user, "ada")
        XCTAssertEqual(root.loggedIn(user: "grace").feed.dependency.store.user, "grace")
    }

    func testProvidedValuesAreTheAncestorsOwnInstances() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")

        XCTAssertTrue(loggedIn.dependency.network === root.network)
        XCTAssertTrue(loggedIn.feed.dependency.session === root.session)
        XCTAssertTrue(loggedIn.feed.dependency.store.network === root.network)
    }

    func testDynamicMemberLookupReadsTheDependency() {
        let feed = RootComponent().loggedIn(user: "ada").feed

        XCTAssertEqual(feed.store.user, "ada")
        XCTAssertEqual(feed.session.name, "root")
    }

    func testComponentWithEmptyDependencyNeedsNoRegistration() {
        let settings = RootComponent().loggedIn(user: "ada").settings

        XCTAssertTrue(settings.dependency is EmptyDependencyProvider)
        let root = RootComponent()
        XCTAssertTrue(root.dependency === root, "a root is its own empty dependency: no provider object")
    }

    func testParentIsTheCreatingComponent() {
        let root = RootComponent()
        let loggedIn = root.loggedIn(user: "ada")

        XCTAssertTrue(loggedIn.parent === root)
        XCTAssertTrue(loggedIn.feed.parent === loggedIn)
    }
}
