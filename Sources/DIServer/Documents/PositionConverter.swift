import DIProtocol
import DIScanner

/// Converts between LSP positions and UTF-8 byte offsets for one version of a document's bytes.
///
/// The one place that knows how the client counts characters: nothing else in the server turns a `Position` into
/// an offset. Lines end at `\n`, `\r\n` or a lone `\r`, as the spec says. Input from the client is never trusted:
/// a line past the end clamps to the end of the document, a character past the end of its line clamps to the end
/// of that line, and a position inside a multi-unit character snaps to the character's start.
public struct PositionConverter: Sendable {
    public let bytes: [UInt8]
    public let lines: LineIndex

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineIndex(bytes, breaks: .any)
    }

    public var lineCount: Int { lines.lineCount }
    private var lineStarts: [Int] { lines.lineStarts }

    /// The byte offset `position` denotes, clamped into the document.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let lineStart = lineStarts[position.line]
        let lineEnd = contentEnd(ofLine: position.line)
        var offset = lineStart
        var unitsLeft = max(position.character, 0)
        while offset < lineEnd, unitsLeft > 0 {
            let length = UTF8Scalars.length(at: offset, in: bytes, end: lineEnd)
            let units = encoding.units(forScalarOfByteCount: length)
            guard units <= unitsLeft else { break }
            unitsLeft -= units
            offset += length
        }
        return offset
    }

    /// The position of byte `offset`, clamped into the document; an offset inside a line break or a multi-byte
    /// character maps to the end of the line or the start of the character.
    public func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: clamped)
        let lineEnd = contentEnd(ofLine: line)
        let target = min(clamped, lineEnd)
        var index = lineStarts[line]
        var character = 0
        while index < target {
            let length = UTF8Scalars.length(at: index, in: bytes, end: lineEnd)
            guard index + length <= target else { break }
            character += encoding.units(forScalarOfByteCount: length)
            index += length
        }
        return Position(line: line, character: character)
    }

    public func byteRange(of range: LSPRange, encoding: PositionEncoding) -> ByteRange {
        let start = offset(of: range.start, encoding: encoding)
        let end = offset(of: range.end, encoding: encoding)
        return ByteRange(start: min(start, end), end: max(start, end))
    }

    public func range(of byteRange: ByteRange, encoding: PositionEncoding) -> LSPRange {
        LSPRange(
            start: position(of: byteRange.start, encoding: encoding),
            end: position(of: byteRange.end, encoding: encoding))
    }

    /// The 0-based line holding byte `offset` (a line owns its terminator).
    public func lineIndex(containing offset: Int) -> Int { lines.lineIndex(containing: offset) }

    /// Where the text of line `index` ends, before its `\n`, `\r\n` or `\r`.
    public func contentEnd(ofLine index: Int) -> Int {
        guard index + 1 < lineStarts.count else { return bytes.count }
        let next = lineStarts[index + 1]
        if bytes[next - 1] == UInt8(ascii: "\n"), next - 2 >= lineStarts[index], bytes[next - 2] == UInt8(ascii: "\r") {
            return next - 2
        }
        return next - 1
    }
}
