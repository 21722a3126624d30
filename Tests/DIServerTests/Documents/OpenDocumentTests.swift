import DIProtocol
import DIServer
import XCTest

final class OpenDocumentTests: XCTestCase {
    private func document(_ text: String) -> OpenDocument {
        OpenDocument(uri: "file:///w/A.swift", version: 1, bytes: Array(text.utf8))
    }

    private func edit(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String)
        -> TextDocumentContentChangeEvent
    {
        TextDocumentContentChangeEvent(
            range: LSPRange(
                start: Position(line: startLine, character: startCharacter),
                end: Position(line: endLine, character: endCharacter)),
            text: text)
    }

    func testOpensFromTheClientsItem() {
        let opened = OpenDocument(TextDocumentItem(uri: "file:///w/B.swift", languageId: "swift", version: 4, text: "é"))
        XCTAssertEqual(opened.bytes, [0xC3, 0xA9])
        XCTAssertEqual(opened.version, 4)
        XCTAssertEqual(opened.languageId, "swift")
    }

    func testReplacesAnEmojiCountedInUTF16() {
        let changed = document("let 😀 = 1\n").applying([edit(0, 4, 0, 6, "x")], version: 2, encoding: .utf16)
        XCTAssertEqual(changed.text, "let x = 1\n")
        XCTAssertEqual(changed.version, 2)
    }

    func testSameEditCountedInUTF8() {
        let changed = document("let 😀 = 1\n").applying([edit(0, 4, 0, 8, "x")], version: 2, encoding: .utf8)
        XCTAssertEqual(changed.text, "let x = 1\n")
    }

    func testChangesApplyInOrderEachToThePreviousResult() {
        let changes = [
            edit(0, 0, 0, 0, "é\n"),  // Now "é\nabc".
            edit(1, 1, 1, 2, "🦄"),  // Positions refer to the text after the first change: "é\na🦄c".
            edit(1, 3, 1, 4, ""),  // After the unicorn (two UTF-16 units): "é\na🦄".
        ]
        XCTAssertEqual(document("abc").applying(changes, version: 2, encoding: .utf16).text, "é\na🦄")
    }

    func testFullReplacementThenIncrementalEdit() {
        let changes = [TextDocumentContentChangeEvent(text: "one\ntwo"), edit(1, 0, 1, 3, "2")]
        XCTAssertEqual(document("old text").applying(changes, version: 9, encoding: .utf16).text, "one\n2")
    }

    func testOutOfRangeEditsClampInsteadOfFailing() {
        XCTAssertEqual(document("ab\ncd").applying([edit(9, 0, 12, 4, "!")], version: 2, encoding: .utf16).text, "ab\ncd!")
        XCTAssertEqual(document("ab\ncd").applying([edit(0, 1, 0, 99, "X")], version: 2, encoding: .utf16).text, "aX\ncd")
        XCTAssertEqual(document("ab\ncd").applying([edit(1, 1, 0, 1, "-")], version: 2, encoding: .utf16).text, "a-d")
    }

    func testApplyingLeavesTheOriginalUnchangedAndUpdatesPositions() {
        let original = document("x\n")
        let changed = original.applying([edit(0, 0, 0, 0, "😀\n")], version: 2, encoding: .utf16)
        XCTAssertEqual(original.text, "x\n")
        XCTAssertEqual(changed.converter.lineCount, 3)
        XCTAssertEqual(changed.converter.offset(of: Position(line: 1, character: 1), encoding: .utf16), 6)
    }
}
