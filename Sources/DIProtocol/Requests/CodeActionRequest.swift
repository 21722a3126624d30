/// `textDocument/codeAction`: fixes and refactorings for `range` (capability `codeActionProvider`).
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeActionOrCommand]?

    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}
