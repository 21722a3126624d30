/// A place in a document: a 0-based line and a 0-based character offset in the negotiated position encoding
/// (UTF-16 code units unless `positionEncoding` says otherwise).
public struct Position: Hashable, Sendable, Codable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}
