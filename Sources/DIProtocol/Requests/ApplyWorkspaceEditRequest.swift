/// `workspace/applyEdit` (server to client): ask the client to apply `edit`, e.g. a fix run as a command.
public struct ApplyWorkspaceEditRequest: LSPRequest {
    public static let method = "workspace/applyEdit"
    public typealias Response = ApplyWorkspaceEditResult

    /// Shown in the client's undo history.
    public var label: String?
    public var edit: WorkspaceEdit

    public init(label: String? = nil, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }
}

/// The client's answer to `workspace/applyEdit`.
public struct ApplyWorkspaceEditResult: Hashable, Sendable, Codable {
    public var applied: Bool
    public var failureReason: String?
    public var failedChange: Int?

    public init(applied: Bool, failureReason: String? = nil, failedChange: Int? = nil) {
        self.applied = applied
        self.failureReason = failureReason
        self.failedChange = failedChange
    }
}
