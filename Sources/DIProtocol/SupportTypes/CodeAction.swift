/// A change offered to the user, usually a fix for the diagnostics it lists.
public struct CodeAction: Hashable, Sendable, Codable {
    public var title: String
    public var kind: CodeActionKind?
    /// The diagnostics this action resolves, so the client can show it beside them.
    public var diagnostics: [Diagnostic]?
    /// Marks the fix to apply with a single key press (`isPreferred` quick fixes).
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var command: Command?

    public init(
        title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil, command: Command? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
    }
}
