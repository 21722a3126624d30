import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// How requirements bind to providers: nearest ancestor, never itself, per path, structurally typed.
final class ResolutionTests: XCTestCase {
    private let threeLevels = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }
            var store: Store { Store() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        protocol LoggedInDependency: Dependency { var session: Session { get } }
        final class LoggedInComponent: Component<LoggedInDependency> {
            var store: Store { Store() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Optional<Session> { get }
            var store: Store { get }
        }
        final class FeedComponent: Component<FeedDependency> {
            var store: Store { Store() }
        }
        """)

    func testNearestAncestorWinsAndNeverTheComponentItself() throws {
        let analysis = threeLevels.analysis()
        let feed = try XCTUnwrap(analysis.graph.component(named: "FeedComponent"))
        let contexts = analysis.resolution.contexts(of: feed.id)
        XCTAssertEqual(contexts.count, 1)
        let context = try XCTUnwrap(contexts.first)
        let bindings = context.bindings
        // `session` is `Session` at the root, required as `Optional<Session>`: not the same type.
        guard case .mistyped(let provider) = bindings[0] else { return XCTFail("\(bindings[0])") }
        XCTAssertEqual(analysis.graph[provider.component].name, "RootComponent")
        // `store` comes from LoggedIn (1 hop), not the root and not Feed's own.
        guard case .provided(let store) = bindings[1] else { return XCTFail("\(bindings[1])") }
        XCTAssertEqual(analysis.graph[store.component].name, "LoggedInComponent")
        XCTAssertEqual(analysis.resolution.hops(from: context.id, to: store.component), 1)
    }

    func testRequirementSatisfiedThreeLevelsUp() throws {
        let analysis = Fixture("""
            //- App.swift
            final class R: BootstrapComponent { var clock: Clock { Clock() }; var a: A { A(parent: self) } }
            final class A: Component<EmptyDependency> { var b: B { B(parent: self) } }
            final class B: Component<EmptyDependency> { var c: C { C(parent: self) } }
            protocol CDependency: Dependency { var clock: Clock { get } }
            final class C: Component<CDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.diagnostics.count, 0, "\(analysis.described)")
        let c = try XCTUnwrap(analysis.graph.component(named: "C"))
        let context = try XCTUnwrap(analysis.resolution.contexts(of: c.id).first)
        guard case .provided(let clock) = context.bindings[0] else { return XCTFail() }
        XCTAssertEqual(analysis.resolution.hops(from: context.id, to: clock.component), 3)
    }

    func testComponentCreatedByTwoParentsResolvesPerPath() throws {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var out: LoggedOut { LoggedOut(parent: self) }
                var inside: LoggedIn { LoggedIn(parent: self) }
            }
            final class LoggedOut: Component<EmptyDependency> { var help: Help { Help(parent: self) } }
            final class LoggedIn: Component<EmptyDependency> {
                var user: User { User() }
                var help: Help { Help(parent: self) }
            }
            protocol HelpDependency: Dependency { var 1️⃣user: User { get } }
            final class Help: Component<HelpDependency> {}
            """)
        let analysis = fixture.analysis()
        let help = try XCTUnwrap(analysis.graph.component(named: "Help"))
        XCTAssertEqual(analysis.resolution.contexts(of: help.id).count, 2)
        XCTAssertEqual(analysis.diagnostics(withCode: "missing-dependency").count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "1️⃣", of: fixture))
        let message = try XCTUnwrap(analysis.diagnostics(withCode: "missing-dependency").first?.message)
        XCTAssertEqual(
            message, "on branch Root -> LoggedOut -> Help, no ancestor provides `user: User` to Help (from HelpDependency)")
        // The message names the branch, so its components come as related locations.
        XCTAssertEqual(
            analysis.diagnostics(withCode: "missing-dependency").first?.related.map(\.message),
            ["Help declared here", "ancestor Root on the branch", "ancestor LoggedOut on the branch"])
    }

    func testStructurallyEqualTypesMatch() {
        let analysis = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var names: Array<String> { [] }
                var table: [String: Optional<Int>] { [:] }
                var handler: ((Int) -> Void) { { _ in } }
                var child: Child { Child(parent: self) }
            }
            protocol ChildDependency: Dependency {
                var names: [String] { get }
                var table: Dictionary<String, Int?> { get }
                var handler: (Int) -> Void { get }
            }
            final class Child: Component<ChildDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [])
    }

    func testModuleQualifiedTypeEqualsUnqualifiedAcrossTargets() {
        let analysis = Fixture("""
            //- Sources/Networking/Session.swift
            public final class Session {}
            //- Sources/App/Root.swift
            import Networking
            final class Root: BootstrapComponent {
                var session: Networking.Session { Session() }
                var child: Child { Child(parent: self) }
            }
            protocol ChildDependency: Dependency { var session: Session { get } }
            final class Child: Component<ChildDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [])
    }
}
