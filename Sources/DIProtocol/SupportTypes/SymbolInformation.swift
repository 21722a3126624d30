/// A symbol in the flat form: where it is and the name of its container. Used by `workspace/symbol` for clients
/// that predate `WorkspaceSymbol`, and by `documentSymbol` for clients without hierarchical support.
public struct SymbolInformation: Hashable, Sendable, Codable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?

    public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }
}
