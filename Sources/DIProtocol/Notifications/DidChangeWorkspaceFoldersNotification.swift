/// `workspace/didChangeWorkspaceFolders`: folders were added to or removed from the client's workspace.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"

    public var event: WorkspaceFoldersChangeEvent

    public init(event: WorkspaceFoldersChangeEvent) { self.event = event }
}

public struct WorkspaceFoldersChangeEvent: Hashable, Sendable, Codable {
    public var added: [WorkspaceFolder]
    public var removed: [WorkspaceFolder]

    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }
}
