import DIScanner

/// A file's stable identity within one workspace index. Ids are never reused, so a value held by an
/// older snapshot never names a different file in a newer one.
public struct FileID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "file#\(rawValue)" }
}

/// A range in one file of the workspace: what every diagnostic and navigation result points at.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var file: FileID
    public var range: ByteRange

    public init(file: FileID, range: ByteRange) {
        self.file = file
        self.range = range
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.range.start, lhs.range.end) < (rhs.file, rhs.range.start, rhs.range.end)
    }
}
