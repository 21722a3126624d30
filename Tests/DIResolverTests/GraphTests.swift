import DIAnalysis
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// What the analyzer reads as components, dependency protocols, providers and child edges.
final class GraphTests: XCTestCase {
    func testComponentKindsIncludingModuleQualifiedBases() {
        let graph = buildGraph(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {}
            final class A: Component<ADependency> {}
            final class B: NeedleFoundation.Component<EmptyDependency> {}
            final class C: DIRuntime.Component<Module.CDependency>, Foo {}
            final class Root2: DIRuntime.BootstrapComponent {}
            final class NotAComponent: Other<Thing> {}
            final class AlsoNot: Foo, Component<X> {}
            struct Plain: Component<X> {}
            """).snapshot)
        XCTAssertEqual(graph.components.map(\.name), ["Root", "A", "B", "C", "Root2"])
        XCTAssertEqual(graph.roots.map { graph[$0].name }, ["Root", "Root2"])
        XCTAssertEqual(graph.component(named: "C")?.dependencyTypeName, "Module.CDependency")
    }

    func testDependencyProtocolsThroughInheritance() {
        let graph = buildGraph(Fixture("""
            //- Deps.swift
            protocol NetworkingDependency: Dependency { var session: Session { get } }
            protocol LoggingDependency: AnyObject, NeedleFoundation.Dependency { var logger: Logger { get } }
            protocol FeedDependency: NetworkingDependency, LoggingDependency {
                var store: Store { get }
                var session: Session { get }
            }
            protocol Unrelated { var x: Int { get } }
            protocol Loop1: Loop2 {}
            protocol Loop2: Loop1 {}
            final class Feed: Component<FeedDependency> {}
            """).snapshot)
        XCTAssertEqual(graph.dependencyProtocolNames, ["NetworkingDependency", "LoggingDependency", "FeedDependency"])
        XCTAssertEqual(Set(graph.protocols.keys), ["FeedDependency"], "only what components require is flattened")
        let feed = graph.protocols["FeedDependency"]
        XCTAssertEqual(feed?.requirements.map(\.name), ["store", "session", "logger"])
        XCTAssertEqual(feed?.requirements.map(\.declaringProtocol), ["FeedDependency", "FeedDependency", "LoggingDependency"])
    }

    func testProvidersFromBodyAndExtensionsInOtherFilesWithEveryModifierRead() {
        let graph = buildGraph(Fixture("""
            //- Root.swift
            public final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                weak public var delegate: Delegate?
                private(set) public var counter: Int = 0
                static var shared: Root = Root()
                var inferred = 3
            }
            //- Root+Providers.swift
            extension Root {
                fileprivate var secret: Secret { Secret() }
                public let name: String = "x"
            }
            """).snapshot)
        let root = graph.component(named: "Root")
        XCTAssertEqual(root?.providers.map(\.name), ["session", "delegate", "counter", "secret", "name"])
        XCTAssertEqual(root?.providers.map(\.access), [.internal, .public, .public, .fileprivate, .public])
        XCTAssertEqual(root?.parts.count, 2)
    }

    func testChildEdgesInEveryForm() {
        let graph = buildGraph(Fixture("""
            //- Tree.swift
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
                var b: B { .init(parent: self) }
                func c(user: String) -> C { C(parent: self, user: user) }
                func d() -> D? { return .init(parent: self) }
                var e: E { Feature.E(parent: self) }
                var f: F { F.init(parent: self) }
                // var g: G { G(parent: self) }
                let text = "H(parent: self)"
            }
            final class A: Component<EmptyDependency> {}
            final class B: Component<EmptyDependency> {}
            final class C: Component<EmptyDependency> {}
            final class D: Component<EmptyDependency> {}
            final class E: Component<EmptyDependency> {}
            final class F: Component<EmptyDependency> {}
            final class G: Component<EmptyDependency> {}
            final class H: Component<EmptyDependency> {}
            """).snapshot)
        let children = graph.component(named: "Root")?.children.map { graph[$0.child].name }
        XCTAssertEqual(children, ["A", "B", "C", "D", "E", "F"])
    }
}
