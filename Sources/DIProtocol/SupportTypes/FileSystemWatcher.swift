/// A glob the client should watch on the server's behalf, e.g. `**/*.swift`.
public struct FileSystemWatcher: Hashable, Sendable, Codable {
    /// A glob relative to the workspace (the spec's `Pattern`; the `RelativePattern` form is not modelled).
    public var globPattern: String
    /// A bit set of `WatchKind` (1 create, 2 change, 4 delete); absent means all three.
    public var kind: Int?

    public init(globPattern: String, kind: Int? = nil) {
        self.globPattern = globPattern
        self.kind = kind
    }
}
