/// The server's name and version, shown by some clients; `clientInfo` in `initialize` has the same shape.
public struct ServerInfo: Hashable, Sendable, Codable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}
