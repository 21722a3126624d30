/// `workspace/didChangeWatchedFiles`: files matching the registered watchers were created, changed or deleted.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    public var changes: [FileEvent]

    public init(changes: [FileEvent]) { self.changes = changes }
}
