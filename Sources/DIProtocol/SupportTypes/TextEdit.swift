/// Replace `range` with `newText`. Edits in one list must not overlap; they all refer to the original document.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var newText: String

    public init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
