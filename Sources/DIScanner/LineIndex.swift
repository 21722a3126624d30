/// Maps UTF-8 byte offsets of one file to 1-based lines and columns and back.
///
/// Columns count UTF-8 bytes, as compilers print them. UTF-16 (LSP) conversion lives in the server.
public struct LineIndex: Sendable {
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
        byteCount = bytes.count
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
