import XCTest

@testable import DIScanner

final class ChildCreationTests: XCTestCase {
    private func creations(_ source: String) -> [ChildCreation] {
        scan(source).declarations.flatMap(\.childCreations)
    }

    func testCallsWithParentSelf() {
        let source = """
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                func loggedIn(user: User) -> LoggedIn { LoggedIn(parent: self, user: user) }
                var module: Module.Child { Module.Child(parent: self) }
                var viaInit: Feed { Feed.init(parent: self) }
                init() {
                    super.init()
                    Detached(parent: self)
                }
            }
            """
        let found = creations(source)
        XCTAssertEqual(found.map(\.typeName), ["FeedComponent", "LoggedIn", "Module.Child", "Feed", "Detached"])
        XCTAssertEqual(found.map { text($0.calleeRange, in: source) }, ["FeedComponent", "LoggedIn", "Module.Child", "Feed.init", "Detached"])
    }

    func testImplicitInitTakesTheDeclaredType() {
        let source = """
            class Root: Component<RootDependency> {
                var child: ChildComponent? { .init(parent: self) }
                lazy var other: OtherComponent = .init(parent: self)
                func make() -> MadeComponent! {
                    return .init(parent: self)
                }
                func untyped() { let x = .init(parent: self) }
            }
            """
        let found = creations(source)
        XCTAssertEqual(found.map(\.typeName), ["ChildComponent", "OtherComponent", "MadeComponent", nil])
        XCTAssertEqual(found.map { text($0.calleeRange, in: source) }, [".init", ".init", ".init", ".init"])
    }

    func testOtherLabelsOrValuesAreNotChildCreations() {
        let found = creations("""
            class Root: Component<D> {
                func f() {
                    A(parent: other)
                    B(parentComponent: self)
                    C(x: 1, parent: self.x)
                    D(x: parent, y: self)
                    print(parent: self)
                }
            }
            """)
        XCTAssertEqual(found.filter(\.parentIsSelf).map(\.typeName), ["print"])
        XCTAssertEqual(found.filter { !$0.parentIsSelf }.map(\.typeName), ["A", "C"], "kept for the parent-not-self check")
    }

    func testParentInLaterArgumentAndNestedCalls() {
        let found = creations("""
            class Root: Component<D> {
                var a: A { A(user: User(name: "n"), parent: self) }
                var b: [B] { [B(parent: self), B(parent: self)] }
                var c: C { wrap(C(parent: self)) { $0 } }
            }
            """)
        XCTAssertEqual(found.map(\.typeName), ["A", "B", "B", "C"])
    }

    func testCreationsBelongToTheInnermostType() {
        let summary = scan("""
            class Outer: Component<D> {
                class Inner: Component<E> {
                    var x: X { X(parent: self) }
                }
                var y: Y { Y(parent: self) }
            }
            """)
        XCTAssertEqual(summary.declaration("Outer")?.childCreations.map(\.typeName), ["Y"])
        XCTAssertEqual(summary.declaration("Inner")?.childCreations.map(\.typeName), ["X"])
    }

    func testDependencyReferences() {
        let source = """
            class Feed: Component<FeedDependency> {
                var service: Service { Service(api: dependency.api, log: self.dependency.logger) }
                func f() { other.dependency.ignored; dependency.store.reset() }
            }
            """
        let references = scan(source).declarations[0].dependencyReferences
        XCTAssertEqual(references.map(\.name), ["api", "logger", "store"])
        XCTAssertEqual(references.map { text($0.nameRange, in: source) }, ["api", "logger", "store"])
    }

    func testDependencyReferencesInsideStringInterpolations() {
        let source = ##"""
            class Feed: Component<FeedDependency> {
                var title: String { "\(dependency.store.owner) and \(count(dependency . clock))" }
                func log() {
                    print(#"raw \#(self.dependency.logger)"#, "not code: dependency.ignored \(x)")
                    let text = """
                        multi \(dependency.session.name) \(other.dependency.ignoredToo)
                        """
                }
            }
            """##
        let references = scan(source).declarations[0].dependencyReferences
        XCTAssertEqual(references.map(\.name), ["store", "clock", "logger", "session"])
        XCTAssertEqual(references.map { text($0.nameRange, in: source) }, ["store", "clock", "logger", "session"])
    }

    func testFileScopeCallsAreIgnored() {
        XCTAssertEqual(scan("let root = Root(parent: self)\nfunc f() { X(parent: self) }").declarations, [])
    }

    func testCreationsWithAnotherParentAndAtFileScopeAreRecordedToo() {
        let source = """
            final class Root: BootstrapComponent {
                var a: A { A(parent: other) }
                var b: B { B(parent: self.other) }
                var c: C { .init(parent: shared.root) }
                var d: D { D(parent: self) }
                init(parent: Scope) { super.init(parent: parent); helper(parent: x) }
            }
            let top = Top(parent: Root())
            func make() -> Made { Made(parent: self) }
            """
        let summary = scan(source)
        let found = summary.declarations.flatMap(\.childCreations)
        XCTAssertEqual(found.map(\.typeName), ["A", "B", "C", "D"])
        XCTAssertEqual(found.map(\.parentIsSelf), [false, false, false, true])
        XCTAssertEqual(summary.topLevelChildCreations.map(\.typeName), ["Top", "Made"])
        XCTAssertEqual(summary.topLevelChildCreations.map(\.parentIsSelf), [false, true])
    }
}
