/// `ServerCapabilities.workspace`: here, that the server follows workspace folders as they change.
public struct WorkspaceServerCapabilities: Hashable, Sendable, Codable {
    public struct WorkspaceFolders: Hashable, Sendable, Codable {
        public var supported: Bool
        public var changeNotifications: Bool

        public init(supported: Bool, changeNotifications: Bool) {
            self.supported = supported
            self.changeNotifications = changeNotifications
        }
    }

    public var workspaceFolders: WorkspaceFolders?

    public init(workspaceFolders: WorkspaceFolders? = nil) { self.workspaceFolders = workspaceFolders }
}
