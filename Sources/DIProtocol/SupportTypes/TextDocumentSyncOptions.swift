/// Which document notifications the server wants and how changes are sent.
public struct TextDocumentSyncOptions: Hashable, Sendable, Codable {
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?

    public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}
