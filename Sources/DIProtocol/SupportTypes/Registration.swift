/// One capability registered dynamically with `client/registerCapability`.
public struct Registration: Hashable, Sendable, Codable {
    /// Chosen by the server, so that it can unregister the same registration later.
    public var id: String
    /// The method being registered, e.g. `workspace/didChangeWatchedFiles`.
    public var method: String
    /// Method-specific options, kept raw because their type depends on `method`.
    public var registerOptions: JSONValue?

    public init(id: String, method: String, registerOptions: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }

    /// A registration asking the client to report changes to files matching `watchers`.
    public static func watchingFiles(id: String, watchers: [FileSystemWatcher]) throws -> Registration {
        let options = try JSONValue(encoding: DidChangeWatchedFilesRegistrationOptions(watchers: watchers))
        return Registration(id: id, method: DidChangeWatchedFilesNotification.method, registerOptions: options)
    }
}
