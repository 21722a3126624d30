/// `textDocument/references`: every use of the symbol at `position` (capability `referencesProvider`).
public struct ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public typealias Response = [Location]?

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var context: ReferenceContext

    public init(textDocument: TextDocumentIdentifier, position: Position, context: ReferenceContext) {
        self.textDocument = textDocument
        self.position = position
        self.context = context
    }
}
