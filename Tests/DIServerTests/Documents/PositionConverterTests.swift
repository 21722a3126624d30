import DIProtocol
import DIScanner
import DIServer
import XCTest

final class PositionConverterTests: XCTestCase {
    private func converter(_ text: String) -> PositionConverter { PositionConverter(Array(text.utf8)) }
    private func at(_ line: Int, _ character: Int) -> Position { Position(line: line, character: character) }

    func testASCIIPositionsAreByteColumns() {
        let lines = converter("let a = 1\nlet b = 2\n")
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            XCTAssertEqual(lines.offset(of: at(1, 4), encoding: encoding), 14)
            XCTAssertEqual(lines.position(of: 14, encoding: encoding), at(1, 4))
        }
    }

    func testEmojiCountsTwoUTF16UnitsAndFourBytes() {
        let lines = converter("a😀b")
        XCTAssertEqual(lines.offset(of: at(0, 3), encoding: .utf16), 5)
        XCTAssertEqual(lines.offset(of: at(0, 5), encoding: .utf8), 5)
        XCTAssertEqual(lines.offset(of: at(0, 2), encoding: .utf32), 5)
        XCTAssertEqual(lines.position(of: 5, encoding: .utf16), at(0, 3))
        XCTAssertEqual(lines.position(of: 5, encoding: .utf8), at(0, 5))
        XCTAssertEqual(lines.position(of: 5, encoding: .utf32), at(0, 2))
        XCTAssertEqual(lines.position(of: 6, encoding: .utf16), at(0, 4))
    }

    func testTwoAndThreeByteCharactersAreOneUTF16Unit() {
        let lines = converter("é€x")
        XCTAssertEqual(lines.offset(of: at(0, 2), encoding: .utf16), 5)
        XCTAssertEqual(lines.position(of: 5, encoding: .utf16), at(0, 2))
        XCTAssertEqual(lines.position(of: 5, encoding: .utf8), at(0, 5))
    }

    func testPositionsInsideACharacterSnapToItsStart() {
        let lines = converter("a😀b")
        // Between the two halves of the surrogate pair.
        XCTAssertEqual(lines.offset(of: at(0, 2), encoding: .utf16), 1)
        // Between the bytes of the emoji.
        XCTAssertEqual(lines.offset(of: at(0, 3), encoding: .utf8), 1)
        XCTAssertEqual(lines.position(of: 3, encoding: .utf16), at(0, 1))
        XCTAssertEqual(lines.position(of: 3, encoding: .utf8), at(0, 1))
    }

    func testOutOfRangePositionsClamp() {
        let lines = converter("ab\ncd\r\nef")
        XCTAssertEqual(lines.offset(of: at(0, 99), encoding: .utf16), 2, "past the end of the line")
        XCTAssertEqual(lines.offset(of: at(1, 99), encoding: .utf16), 5, "stops before \\r\\n")
        XCTAssertEqual(lines.offset(of: at(7, 0), encoding: .utf16), 9, "line past the end")
        XCTAssertEqual(lines.offset(of: at(-1, 3), encoding: .utf16), 0)
        XCTAssertEqual(lines.offset(of: at(1, -4), encoding: .utf16), 3)
        XCTAssertEqual(lines.position(of: 1_000, encoding: .utf16), at(2, 2))
        XCTAssertEqual(lines.position(of: -3, encoding: .utf16), at(0, 0))
    }

    func testEveryLineEndingTheSpecAllows() {
        let lines = converter("a\r\nb\rc\nd")
        XCTAssertEqual(lines.lineCount, 4)
        XCTAssertEqual(lines.offset(of: at(1, 0), encoding: .utf16), 3)
        XCTAssertEqual(lines.offset(of: at(2, 0), encoding: .utf16), 5)
        XCTAssertEqual(lines.offset(of: at(3, 0), encoding: .utf16), 7)
        XCTAssertEqual(lines.position(of: 1, encoding: .utf16), at(0, 1))
        XCTAssertEqual(lines.position(of: 2, encoding: .utf16), at(0, 1), "inside \\r\\n is the end of the line")
        XCTAssertEqual(lines.position(of: 4, encoding: .utf16), at(1, 1))
    }

    func testTrailingNewlineStartsAnEmptyLastLine() {
        let lines = converter("a\n")
        XCTAssertEqual(lines.lineCount, 2)
        XCTAssertEqual(lines.offset(of: at(1, 0), encoding: .utf16), 2)
        XCTAssertEqual(lines.position(of: 2, encoding: .utf16), at(1, 0))
    }

    func testEmptyDocument() {
        let lines = converter("")
        XCTAssertEqual(lines.offset(of: at(0, 5), encoding: .utf16), 0)
        XCTAssertEqual(lines.offset(of: at(3, 0), encoding: .utf16), 0)
        XCTAssertEqual(lines.position(of: 10, encoding: .utf16), at(0, 0))
    }

    func testInvalidBytesCountOneUnitEach() {
        // 0xFF never starts a scalar; 0xC3 is cut short by "b"; 0xED 0xA0 0x80 would be a surrogate.
        let lines = PositionConverter([0x61, 0xFF, 0xC3, 0x62, 0xED, 0xA0, 0x80, 0x63])
        XCTAssertEqual(lines.offset(of: at(0, 3), encoding: .utf16), 3)
        XCTAssertEqual(lines.position(of: 3, encoding: .utf16), at(0, 3))
        XCTAssertEqual(lines.offset(of: at(0, 7), encoding: .utf32), 7)
        XCTAssertEqual(lines.position(of: 8, encoding: .utf16), at(0, 8))
    }

    func testEveryCharacterBoundaryRoundTrips() {
        let text = "import 🦄\nlet café = \"日本\" // 👩‍👩‍👧\r\n\tx\r\rz"
        let bytes = Array(text.utf8)
        let lines = PositionConverter(bytes)
        var boundaries: [Int] = [0]
        for scalar in text.unicodeScalars { boundaries.append(boundaries.last! + String(scalar).utf8.count) }
        // The point between the \r and \n of a CRLF is not a place in the text, so it is left out.
        let insideCRLF = { (offset: Int) in offset > 0 && offset < bytes.count && bytes[offset - 1] == 13 && bytes[offset] == 10 }
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            for boundary in boundaries where !insideCRLF(boundary) {
                let position = lines.position(of: boundary, encoding: encoding)
                XCTAssertEqual(lines.offset(of: position, encoding: encoding), boundary, "\(encoding) \(position)")
            }
        }
    }

    func testRangesConvertBothWaysAndReversedRangesAreOrdered() {
        let lines = converter("x😀y\nz")
        let range = LSPRange(start: at(0, 1), end: at(1, 1))
        let bytes = lines.byteRange(of: range, encoding: .utf16)
        XCTAssertEqual(bytes, ByteRange(start: 1, end: 8))
        XCTAssertEqual(lines.range(of: bytes, encoding: .utf16), range)
        XCTAssertEqual(lines.byteRange(of: LSPRange(start: at(1, 1), end: at(0, 1)), encoding: .utf16), bytes)
    }
}
