import XCTest

@testable import DIScanner

/// Generic parameters of a declaration and the generic arguments of its first inherited type, which tell a
/// base class (`ScreenComponent<D>: Component<D>`) from a component and map arguments through it.
final class GenericClauseTests: XCTestCase {
    func testGenericParameterNamesAreRead() {
        let summary = scan("""
            open class ScreenComponent<D, VM: ViewModel & AnyObject>: Component<D> {}
            struct Pack<each T> {}
            class Plain: Base {}
            enum Box<Value> where Value: Equatable { case one }
            """)
        XCTAssertEqual(summary.declaration("ScreenComponent")?.genericParameters, ["D", "VM"])
        XCTAssertEqual(summary.declaration("Pack")?.genericParameters, ["T"])
        XCTAssertEqual(summary.declaration("Plain")?.genericParameters, [])
        XCTAssertEqual(summary.declaration("Box")?.genericParameters, ["Value"])
    }

    func testArgumentsOfTheFirstInheritedTypeHaveExactRanges() throws {
        let source = """
            final class FeedComponent: ScreenComponent< FeedDependency , Model<[Int: String]> >, FeedBuilder {}
            class GameComponent: Kit.PluginizedComponent<GameDependency, GamePluginExtension, GameNonCoreComponent> {}
            class Bare: Component {}
            class Nested: Base<(A, B) -> C, [D]>? {}
            """
        let summary = scan(source)
        let feed = try XCTUnwrap(summary.declaration("FeedComponent"))
        XCTAssertEqual(feed.baseGenericArguments.map(\.text), ["FeedDependency", "Model<[Int:String]>"])
        XCTAssertEqual(feed.baseGenericArguments.map { text($0.range, in: source) }, ["FeedDependency", "Model<[Int: String]>"])
        XCTAssertEqual(feed.inheritedTexts, ["ScreenComponent<FeedDependency,Model<[Int:String]>>", "FeedBuilder"])
        XCTAssertEqual(
            summary.declaration("GameComponent")?.baseGenericArguments.map(\.text),
            ["GameDependency", "GamePluginExtension", "GameNonCoreComponent"])
        XCTAssertEqual(summary.declaration("Bare")?.baseGenericArguments.map(\.text), [])
        XCTAssertEqual(summary.declaration("Nested")?.baseGenericArguments.map(\.text), ["(A,B)->C", "[D]"])
    }
}

/// Type aliases, which the analysis treats as equal to their targets, and types too deep to canonicalise.
final class TypeAliasAndDepthTests: XCTestCase {
    func testTypeAliasesAreRecordedWithTheirTargets() {
        let source = """
            public typealias Token = String
            typealias Handler = (Int) -> Void
            typealias Box<T> = [T]
            struct Theme {
                typealias Color = UIColor
            }
            #if DEBUG
            typealias Clock = TestClock
            #endif
            typealias
            """
        let aliases = scan(source).typeAliases
        XCTAssertEqual(aliases.map(\.name), ["Token", "Handler", "Box", "Color", "Clock"])
        XCTAssertEqual(aliases.map(\.target.text), ["String", "(Int)->Void", "[T]", "UIColor", "TestClock"])
        XCTAssertEqual(aliases.map(\.isGeneric), [false, false, true, false, false])
        XCTAssertEqual(aliases.map { $0.parent != nil }, [false, false, false, true, false])
        XCTAssertEqual(aliases.last?.conditions.map(\.expression), ["DEBUG"])
        XCTAssertEqual(aliases.map { text($0.target.range, in: source) }, ["String", "(Int) -> Void", "[T]", "UIColor", "TestClock"])
    }

    func testATypeNestedBeyondTheLimitIsNotedAsDamage() {
        let deep = String(repeating: "[", count: maximumTypeTextNesting + 1) + "A" + String(repeating: "]", count: maximumTypeTextNesting + 1)
        let shallow = String(repeating: "[", count: maximumTypeTextNesting) + "A" + String(repeating: "]", count: maximumTypeTextNesting)
        XCTAssertEqual(scan("protocol P: Dependency { var a: \(deep) { get } }").notes.map(\.message),
            ["type nested more than 100 levels deep; it is compared as written"])
        XCTAssertEqual(scan("protocol P: Dependency { var a: \(shallow) { get } }").notes, [])
        // A million levels scan in linear time, with one note.
        let million = String(repeating: "(", count: 1_000_000) + "A" + String(repeating: ")", count: 1_000_000)
        XCTAssertEqual(scan("var a: \(million)").notes.count, 1)
    }
}
