/// Edits to one document at a known version, so the client can refuse them if the document moved on.
public struct TextDocumentEdit: Hashable, Sendable, Codable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}
