/// `textDocument/rename`: the edits that rename the symbol at a position everywhere (capability `renameProvider`).
public struct RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public typealias Response = WorkspaceEdit?

    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String

    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}
