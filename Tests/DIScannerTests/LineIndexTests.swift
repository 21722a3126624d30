import XCTest

@testable import DIScanner

final class LineIndexTests: XCTestCase {
    func testLocationsAndOffsets() {
        let index = LineIndex(Array("ab\ncdé\n\nx".utf8))
        XCTAssertEqual(index.lineStarts, [0, 3, 8, 9])
        XCTAssertEqual(index.location(of: 0).line, 1)
        XCTAssertEqual(index.location(of: 4).line, 2)
        XCTAssertEqual(index.location(of: 4).column, 2)
        XCTAssertEqual(index.location(of: 9).line, 4)
        XCTAssertEqual(index.location(of: 1000).line, 4)
        XCTAssertEqual(index.offset(line: 2, column: 1), 3)
        XCTAssertEqual(index.offset(line: 2, column: 99), 7)
        XCTAssertNil(index.offset(line: 5, column: 1))
        XCTAssertEqual(index.rangeOfLine(1), ByteRange(start: 3, end: 7))
    }

    func testDeclarationNameLinesMatchTheSource() {
        let source = "import A\n\nstruct S {\n    var x: Int\n}\n"
        let bytes = Array(source.utf8)
        let summary = scan(bytes)
        let index = LineIndex(bytes)
        XCTAssertEqual(index.location(of: summary.declarations[0].nameRange.start).line, 3)
        XCTAssertEqual(index.location(of: summary.declarations[0].properties[0].nameRange.start).line, 4)
    }

    func testEmptyFile() {
        let index = LineIndex([])
        XCTAssertEqual(index.lineStarts, [0])
        XCTAssertEqual(index.location(of: 0).line, 1)
    }

    /// The compiler numbers lines by `\n` alone; LSP also ends one at a lone `\r`. `\r\n` is one break in both.
    func testBreaksAsTheCompilerAndAsLSPCountThem() {
        let bytes = Array("a\rb\r\nc\nd".utf8)
        XCTAssertEqual(LineIndex(bytes).lineStarts, [0, 5, 7])
        XCTAssertEqual(LineIndex(bytes, breaks: .any).lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(LineIndex(Array("x\r".utf8), breaks: .any).lineStarts, [0, 2])
        // Without a `\r` both take the word-at-a-time path; past 8 bytes so it runs.
        let long = Array("0123456789\nabcdefghijk\n\n".utf8)
        XCTAssertEqual(LineIndex(long, breaks: .any).lineStarts, LineIndex(long).lineStarts)
        XCTAssertEqual(LineIndex(long).lineStarts, [0, 11, 23, 24])
    }
}
