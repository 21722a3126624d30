/// Maps UTF-8 byte offsets of one file to 1-based lines and columns and back: the one line table of the code base
/// (scanner, reports, fixes, the server's positions, mocks, migration).
///
/// Columns count UTF-8 bytes, as compilers print them. UTF-16 (LSP) conversion lives in the server.
public struct LineIndex: Sendable {
    /// What ends a line.
    public enum Breaks: Sendable {
        /// `\n` (so `\r\n` too): how the compiler numbers lines in its messages.
        case newline
        /// `\n`, `\r\n` and a lone `\r`: how LSP numbers them.
        case any
    }

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. A file ending in a break has an empty last line.
    public let lineStarts: [Int]
    public let byteCount: Int

    public init(_ bytes: [UInt8], breaks: Breaks = .newline) {
        let hasReturns = breaks == .any && bytes.contains(UInt8(ascii: "\r"))
        lineStarts = hasReturns ? Self.lineStartsAtAnyBreak(in: bytes) : bytes.withUnsafeBufferPointer(Self.lineStarts(in:))
        byteCount = bytes.count
    }

    public var lineCount: Int { lineStarts.count }

    /// After each `\n`, `\r\n` or lone `\r`; rare (old Mac files), so a plain loop.
    private static func lineStartsAtAnyBreak(in bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
        }
        return starts
    }

    /// One pass, eight bytes at a time: a word with no newline costs a few instructions instead of eight
    /// compares. Lines average ~35 bytes in real code, so most words have none.
    private static func lineStarts(in buffer: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(buffer.count / 24 + 1)
        guard let base = buffer.baseAddress else { return starts }
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var index = 0
        while index + 8 <= buffer.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let matched = word ^ newlines
            // High bit set exactly in the bytes of `matched` that are zero (the newlines): adding 0x7F to
            // each byte's low seven bits cannot carry into the next byte, so no byte disturbs another.
            var found = ~(((matched & lows) &+ lows) | matched | lows)
            while found != 0 {
                starts.append(index + found.trailingZeroBitCount / 8 + 1)
                found &= found &- 1
            }
            index += 8
        }
        while index < buffer.count {
            if base[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            index += 1
        }
        return starts
    }

    /// 1-based line and 1-based UTF-8 column of `offset`, clamped into the file.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, byteCount))
        let line = lineIndex(containing: clamped)
        return (line + 1, clamped - lineStarts[line] + 1)
    }

    /// The 0-based index of the line holding `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The byte offset of a 1-based line and column, or nil when the line does not exist.
    /// A column past the end of the line clamps to the line's end.
    public func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : byteCount
        return min(start + max(column - 1, 0), end)
    }

    /// The byte range of the 0-based line `index` without its newline.
    public func rangeOfLine(_ index: Int) -> ByteRange {
        let start = lineStarts[index]
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : byteCount
        return ByteRange(start: start, end: end)
    }
}
