/// `textDocument/codeLens`: the lenses of a document (capability `codeLensProvider`).
public struct CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public typealias Response = [CodeLens]?

    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}
