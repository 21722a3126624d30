/// A problem shown in the editor at `range`.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: DiagnosticCode?
    /// Who reported it, shown by most clients before the message.
    public var source: String?
    public var message: String
    public var tags: [DiagnosticTag]?
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Kept by the client and returned in `codeAction` requests, so a fix need not be recomputed from text.
    public var data: JSONValue?

    public init(
        range: LSPRange, severity: DiagnosticSeverity? = nil, code: DiagnosticCode? = nil, source: String? = nil,
        message: String, tags: [DiagnosticTag]? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil,
        data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
        self.data = data
    }
}
