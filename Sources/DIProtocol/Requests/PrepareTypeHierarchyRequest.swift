/// `textDocument/prepareTypeHierarchy`: the type hierarchy item at a position (capability `typeHierarchyProvider`).
public struct PrepareTypeHierarchyRequest: LSPRequest {
    public static let method = "textDocument/prepareTypeHierarchy"
    public typealias Response = [TypeHierarchyItem]?

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
