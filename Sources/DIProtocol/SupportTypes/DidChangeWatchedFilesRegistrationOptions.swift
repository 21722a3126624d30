/// The `registerOptions` of a `workspace/didChangeWatchedFiles` registration.
public struct DidChangeWatchedFilesRegistrationOptions: Hashable, Sendable, Codable {
    public var watchers: [FileSystemWatcher]

    public init(watchers: [FileSystemWatcher]) { self.watchers = watchers }
}
