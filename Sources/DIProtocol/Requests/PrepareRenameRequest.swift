/// `textDocument/prepareRename`: whether a rename at a position is possible, and which range it would change
/// (capability `renameProvider.prepareProvider`). Null when there is nothing to rename there.
public struct PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Response = PrepareRenameResult?

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
