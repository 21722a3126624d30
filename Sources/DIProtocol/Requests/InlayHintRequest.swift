/// `textDocument/inlayHint`: the hints to show in `range` of a document (capability `inlayHintProvider`).
public struct InlayHintRequest: LSPRequest {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]?

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange

    public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
        self.textDocument = textDocument
        self.range = range
    }
}
