/// `textDocument/didOpen`: the client now owns this document's text; the server must stop reading it from disk.
public struct DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"

    public var textDocument: TextDocumentItem

    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}
