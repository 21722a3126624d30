import XCTest

@testable import DIScanner

final class ConditionTests: XCTestCase {
    func testEveryBranchIsSeenWithItsCondition() {
        let summary = scan("""
            #if os(iOS) && !targetEnvironment(simulator)
            class A {}
            #elseif DEBUG
            class B {}
            #else
            class C {}
            #endif
            class D {}
            """)
        XCTAssertEqual(summary.names, ["A", "B", "C", "D"])
        XCTAssertEqual(summary.declaration("A")?.conditions, [Condition(expression: "os(iOS) && !targetEnvironment(simulator)")])
        XCTAssertEqual(summary.declaration("B")?.conditions, [Condition(expression: "DEBUG", excluded: ["os(iOS) && !targetEnvironment(simulator)"])])
        XCTAssertEqual(summary.declaration("C")?.conditions, [Condition(expression: "", excluded: ["os(iOS) && !targetEnvironment(simulator)", "DEBUG"])])
        XCTAssertEqual(summary.declaration("D")?.conditions, [])
    }

    func testConditionsAroundMembersNestAndIncludeTheType() {
        let summary = scan("""
            #if canImport(UIKit)
            class A {
                #if DEBUG
                var debug: Int
                #else
                var release: Int
                #endif
                var always: Int
            }
            #endif
            """)
        let a = summary.declaration("A")
        XCTAssertEqual(a?.propertyNames, ["debug", "release", "always"])
        XCTAssertEqual(a?.property("debug")?.conditions, [Condition(expression: "canImport(UIKit)"), Condition(expression: "DEBUG")])
        XCTAssertEqual(a?.property("release")?.conditions, [Condition(expression: "canImport(UIKit)"), Condition(expression: "", excluded: ["DEBUG"])])
        XCTAssertEqual(a?.property("always")?.conditions, [Condition(expression: "canImport(UIKit)")])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")
    }

    func testConditionsInsideBodiesApplyToChildCreations() {
        let summary = scan("""
            class Root: Component<D> {
                var child: Child {
                    #if DEBUG
                    return DebugChild(parent: self)
                    #else
                    return Child(parent: self)
                    #endif
                }
            }
            """)
        let creations = summary.declarations[0].childCreations
        XCTAssertEqual(creations.map(\.typeName), ["DebugChild", "Child"])
        XCTAssertEqual(creations.map(\.conditions), [[Condition(expression: "DEBUG")], [Condition(expression: "", excluded: ["DEBUG"])]])
    }

    func testDirectiveEndsAnInitializerWithoutSwallowingMembers() {
        let summary = scan("struct S {\n    let a = 1\n#if DEBUG\n    let b: Int\n#endif\n}")
        XCTAssertEqual(summary.declarations[0].propertyNames, ["a", "b"])
        XCTAssertEqual(summary.declarations[0].property("a")?.conditions, [])
    }

    func testUnbalancedDirectivesAreNoted() {
        XCTAssertFalse(scan("#endif\nclass A {}").notes.isEmpty)
        let open = scan("#if X\nclass A {}")
        XCTAssertEqual(open.names, ["A"])
        XCTAssertFalse(open.notes.isEmpty)
    }

    func testConditionDescription() {
        XCTAssertEqual(Condition(expression: "B", excluded: ["A"]).description, "!(A) && B")
    }
}
