/// `textDocument/didSave`: the document was written; `text` only if the server asked for it (this one does not).
public struct DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"

    public var textDocument: TextDocumentIdentifier
    public var text: String?

    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
