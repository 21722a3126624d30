/// A `workspace/symbol` result entry (LSP 3.17).
///
/// The spec also allows a location without a range, resolved later; this server always knows the range.
public struct WorkspaceSymbol: Hashable, Sendable, Codable {
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
