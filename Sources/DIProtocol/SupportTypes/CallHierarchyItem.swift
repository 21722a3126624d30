/// One node of a call hierarchy (`textDocument/prepareCallHierarchy`); `data` comes back with the follow-up requests.
public struct CallHierarchyItem: Hashable, Sendable, Codable {
    public var name: String
    public var kind: SymbolKind
    public var detail: String?
    public var uri: DocumentURI
    /// The whole declaration, and the part to select (its name).
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var data: JSONValue?

    public init(
        name: String, kind: SymbolKind, detail: String? = nil, uri: DocumentURI, range: LSPRange, selectionRange: LSPRange,
        data: JSONValue? = nil
    ) {
        self.name = name
        self.kind = kind
        self.detail = detail
        self.uri = uri
        self.range = range
        self.selectionRange = selectionRange
        self.data = data
    }
}
