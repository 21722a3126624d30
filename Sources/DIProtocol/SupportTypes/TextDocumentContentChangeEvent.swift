/// One edit in a `didChange`: replace `range` with `text`, or the whole document when `range` is absent.
///
/// Edits in one notification apply in order, each to the result of the one before.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    public var range: LSPRange?
    /// Deprecated by the spec and ignored by servers, but some clients still send it.
    public var rangeLength: Int?
    public var text: String

    public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
        self.range = range
        self.rangeLength = rangeLength
        self.text = text
    }
}
