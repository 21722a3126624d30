/// `textDocument/prepareCallHierarchy`: the call hierarchy item at a position (capability `callHierarchyProvider`).
public struct PrepareCallHierarchyRequest: LSPRequest {
    public static let method = "textDocument/prepareCallHierarchy"
    public typealias Response = [CallHierarchyItem]?

    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
