/// The spec's `Range`: from `start` up to, not including, `end`. Named so it does not shadow `Swift.Range`.
public struct LSPRange: Hashable, Sendable, Codable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// An empty range at `position`, as a cursor.
    public init(at position: Position) {
        self.init(start: position, end: position)
    }
}
