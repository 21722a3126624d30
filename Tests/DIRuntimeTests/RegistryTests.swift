@testable import DIRuntime
import Foundation
import XCTest

/// Registration: outcomes, re-registration, and the message for a missing provider.
final class RegistryTests: XCTestCase {
    func testRegisteringTheSamePathTwiceReplacesTheFactory() {
        let registry = DependencyProviderRegistry.shared

        let root = registry.stateID(of: GreetingRootComponent.self, under: .origin)

        let first = registry.register(GreetingComponent.self, under: root) { _ in FixedGreeting("first") }
        let second = registry.register(GreetingComponent.self, under: root) { _ in FixedGreeting("second") }

        XCTAssertEqual(first.outcome, .added)
        XCTAssertEqual(second.outcome, .replaced)
        XCTAssertEqual(first.stateID, second.stateID)
        XCTAssertEqual(GreetingComponent(parent: GreetingRootComponent()).dependency.greeting, "second")
    }

    func testCallingGeneratedRegistrationTwiceIsHarmless() {
        registerProviderFactories()
        registerProviderFactories()

        XCTAssertEqual(RootComponent().loggedIn(user: "ada").feed.title, "ada @ root")
    }

    func testPathsWithoutRegistrationHaveNoFactory() {
        let registry = DependencyProviderRegistry.shared

        let root = registry.stateID(of: GreetingRootComponent.self, under: .origin)
        let unregistered = registry.stateID(of: GreetingRootComponent.self, under: root)

        XCTAssertFalse(registry.hasProvider(for: unregistered))
    }

    func testProviderIsMadeWithTheComponentAndKept() {
        let made = registerCountingProvider()

        let component = CountedComponent(parent: CountingRootComponent())
        XCTAssertEqual(made.value, 1, "creating a component makes its provider, as Needle's does")
        XCTAssertEqual(component.dependency.greeting, "counted")
        XCTAssertEqual(component.greeting, "counted")
        XCTAssertEqual(made.value, 1, "reading the dependency must reuse the provider")
    }

    func testAProviderIsFreedWithItsComponent() {
        _ = registerCountingProvider()
        weak var provider: AnyObject?
        do {
            let component = CountedComponent(parent: CountingRootComponent())
            provider = component.dependency
            XCTAssertNotNil(provider)
        }
        XCTAssertNil(provider, "the component held its provider once")
    }

    func testConcurrentFirstReadsMakeOneProvider() {
        let made = registerCountingProvider()
        for _ in 0..<200 {
            // Components are not Sendable; sharing one across threads is what this test is about.
            nonisolated(unsafe) let component = CountedComponent(parent: CountingRootComponent())
            let identities = ConcurrentResults()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                identities.append(ObjectIdentifier(component.dependency))
            }
            XCTAssertEqual(Set(identities.values).count, 1)
        }
        XCTAssertEqual(made.value, 200)
    }

    func testAComponentThatIsItsOwnDependencyIsFreed() {
        registerProviderFactories()
        let root = RootComponent()
        weak var released: LoggedInComponent?
        do {
            let loggedIn = root.loggedIn(user: "ada")
            // The generated fixture makes LoggedInComponent conform to LoggedInDependency.
            XCTAssertTrue(loggedIn.dependency === loggedIn)
            XCTAssertTrue(loggedIn.dependency.network === root.network)
            released = loggedIn
        }
        XCTAssertNil(released, "a component holding itself as its dependency must not keep itself alive")
    }

    func testComponentsThatAreTheirOwnDependencyReuseTheFirstOnesWitnessTable() {
        registerProviderFactories()
        let root = RootComponent()
        for _ in 0..<200 {
            // Components are not Sendable; sharing one across threads is what this test is about.
            nonisolated(unsafe) let loggedIn = root.loggedIn(user: "ada")
            let identities = ConcurrentResults()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                identities.append(ObjectIdentifier(loggedIn.dependency))
            }
            XCTAssertEqual(Set(identities.values), [ObjectIdentifier(loggedIn)])
            XCTAssertTrue(loggedIn.dependency.network === root.network)
        }
    }

    func testAProviderObjectIsFreedWithItsComponent() {
        registerProviderFactories()
        weak var provider: AnyObject?
        do {
            let feed = RootComponent().loggedIn(user: "ada").feed
            provider = feed.dependency
            XCTAssertFalse(provider === feed)
        }
        XCTAssertNil(provider)
    }

    /// Registers a provider for `CountedComponent` under `CountingRootComponent` that counts how often it is made.
    private func registerCountingProvider() -> MadeCounter {
        let registry = DependencyProviderRegistry.shared
        let root = registry.stateID(of: CountingRootComponent.self, under: .origin)
        let made = MadeCounter()
        registry.register(CountedComponent.self, under: root) { _ in
            made.increment()
            return FixedGreeting("counted")
        }
        return made
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

private final class CountingRootComponent: BootstrapComponent {}

private final class CountedComponent: Component<GreetingDependency> {}

/// Counts provider factory calls from any thread.
private final class MadeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Collects values from concurrent closures.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [ObjectIdentifier] = []
    func append(_ value: ObjectIdentifier) { lock.withLock { stored.append(value) } }
    var values: [ObjectIdentifier] { lock.withLock { stored } }
}
