/// A half-open range of UTF-8 byte offsets into one file's bytes.
///
/// The whole core speaks byte offsets; line/column and UTF-16 conversions happen only at the edges
/// (`LineIndex` for 1-based lines and columns, the server for LSP positions).
public struct ByteRange: Hashable, Sendable, Comparable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    public var isEmpty: Bool { start >= end }
    public var count: Int { end - start }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    /// True when `offset` is inside or touches the end (a cursor right after an identifier).
    public func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
