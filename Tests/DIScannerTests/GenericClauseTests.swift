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
