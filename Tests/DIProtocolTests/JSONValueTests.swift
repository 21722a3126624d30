import DIProtocol
import Foundation
import XCTest

final class JSONValueTests: XCTestCase {
    func testKeepsIntegersApartFromFractions() {
        // Any number with an integral value (`1e3`) reads as an integer, as LSP ids and positions need.
        XCTAssertEqual(json(#"[1, -2, 2.5, 1e3, true, "s", null, {}]"#), [1, -2, 2.5, 1000, true, "s", .null, .object([:])])
    }

    func testPathLookupThroughObjects() {
        let value = json(#"{"a":{"b":{"c":[1]}}}"#)
        XCTAssertEqual(value[path: "a", "b", "c"], [1])
        XCTAssertNil(value[path: "a", "x", "c"])
        XCTAssertNil(value[path: "a", "b", "c", "d"])
    }

    func testConvertsToAndFromTypedValues() throws {
        let position = Position(line: 3, character: 9)
        let value = try JSONValue(encoding: position)
        XCTAssertEqual(value, ["line": 3, "character": 9])
        XCTAssertEqual(try value.decode(as: Position.self), position)
        XCTAssertThrowsError(try JSONValue.string("x").decode(as: Position.self))
    }

    func testAbsentOptionalsNeverBecomeNull() throws {
        let emptyCapabilities = InitializeResult(capabilities: ServerCapabilities())
        XCTAssertEqual(try encodedText(emptyCapabilities), #"{"capabilities":{}}"#)
        let bareAction = CodeAction(title: "t")
        XCTAssertEqual(try encodedText(bareAction), #"{"title":"t"}"#)
        let bareSymbol = DocumentSymbol(
            name: "n", kind: .class, range: LSPRange(at: .init(line: 0, character: 0)),
            selectionRange: LSPRange(at: .init(line: 0, character: 0)))
        XCTAssertFalse(try encodedText(bareSymbol).contains("null"))
        XCTAssertFalse(try encodedText(WorkspaceEdit()).contains("null"))
        XCTAssertFalse(try encodedText(WorkDoneProgress.report(.init())).contains("null"))
    }
}
