/// A root the client opened; a workspace may have several.
public struct WorkspaceFolder: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var name: String

    public init(uri: DocumentURI, name: String) {
        self.uri = uri
        self.name = name
    }
}
