/// What the client knows at the range of a `textDocument/codeAction` request.
public struct CodeActionContext: Hashable, Sendable, Codable {
    /// The diagnostics overlapping the range, as this server published them (including `data`).
    public var diagnostics: [Diagnostic]
    /// When present, only actions of these kinds (or their sub-kinds) are wanted.
    public var only: [CodeActionKind]?
    /// 1 = invoked explicitly, 2 = automatic (on cursor move).
    public var triggerKind: Int?

    public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }
}
