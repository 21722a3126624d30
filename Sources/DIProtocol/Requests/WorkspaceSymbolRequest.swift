/// `workspace/symbol`: symbols across the workspace matching `query` (capability `workspaceSymbolProvider`).
public struct WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public typealias Response = WorkspaceSymbolResponse?

    /// Free text; an empty query asks for everything, which clients send to fill a picker.
    public var query: String

    public init(query: String) { self.query = query }
}
