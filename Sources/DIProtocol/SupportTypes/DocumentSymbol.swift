/// One entry of a document's outline, with its members as `children` (the hierarchical form).
public struct DocumentSymbol: Hashable, Sendable, Codable {
    public var name: String
    /// Shown after the name, e.g. the provided type of a provider.
    public var detail: String?
    public var kind: SymbolKind
    /// The whole declaration, including its body.
    public var range: LSPRange
    /// The name, which must lie inside `range`.
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?

    public init(
        name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
        children: [DocumentSymbol]? = nil
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
