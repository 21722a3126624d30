@testable import DIRuntime
import XCTest

/// Registration: outcomes, re-registration, and the message for a missing provider.
final class RegistryTests: XCTestCase {
    func testRegisteringTheSamePathTwiceReplacesTheFactory() {
        let registry = DependencyProviderRegistry.shared

        let first = registry.register(GreetingComponent.self, under: [GreetingRootComponent.self]) { _ in
            FixedGreeting("first")
        }
        let second = registry.register(GreetingComponent.self, under: [GreetingRootComponent.self]) { _ in
            FixedGreeting("second")
        }

        XCTAssertEqual(first, .added)
        XCTAssertEqual(second, .replaced)
        XCTAssertEqual(GreetingComponent(parent: GreetingRootComponent()).dependency.greeting, "second")
    }

    func testCallingGeneratedRegistrationTwiceIsHarmless() {
        registerProviderFactories()
        registerProviderFactories()

        XCTAssertEqual(RootComponent().loggedIn(user: "ada").feed.title, "ada @ root")
    }

    func testPathsWithoutRegistrationHaveNoFactory() {
        let registry = DependencyProviderRegistry.shared

        let unregistered = registry.pathID(of: [GreetingRootComponent.self, GreetingRootComponent.self])

        XCTAssertFalse(registry.hasFactory(for: unregistered))
    }

    func testMissingProviderMessageNamesComponentPathAndFix() {
        let message = missingDependencyProviderMessage(
            componentName: "FeedComponent",
            pathTypeNames: ["RootComponent", "LoggedInComponent", "FeedComponent"])

        XCTAssertTrue(message.contains("FeedComponent at path RootComponent -> LoggedInComponent -> FeedComponent"))
        XCTAssertTrue(message.contains("run `di-gen generate`"))
        XCTAssertTrue(message.contains("call registerProviderFactories() once at startup"))
    }
}

private protocol GreetingDependency: Dependency {
    var greeting: String { get }
}

private final class FixedGreeting: GreetingDependency {
    let greeting: String
    init(_ greeting: String) { self.greeting = greeting }
}

private final class GreetingRootComponent: BootstrapComponent {}

private final class GreetingComponent: Component<GreetingDependency> {}
