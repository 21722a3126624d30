/// The result of `textDocument/hover`. Only the `MarkupContent` form of `contents` is modelled; the older
/// `MarkedString` forms are deprecated by the spec.
public struct Hover: Hashable, Sendable, Codable {
    public var contents: MarkupContent
    /// The span the hover describes, highlighted by some clients.
    public var range: LSPRange?

    public init(contents: MarkupContent, range: LSPRange? = nil) {
        self.contents = contents
        self.range = range
    }
}
