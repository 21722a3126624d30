import DIResolver

/// Everything a workspace can configure about the analysis (`.di-lsp.json` fills it).
public struct AnalysisConfiguration: Sendable, Hashable {
    public var graph: GraphConfiguration
    /// Per diagnostic code: a different severity, or off.
    public var overrides: [String: DiagnosticSetting]

    public init(graph: GraphConfiguration = .needle, overrides: [String: DiagnosticSetting] = [:]) {
        self.graph = graph
        self.overrides = overrides
    }
}

/// What a configuration may say about one diagnostic code.
public enum DiagnosticSetting: String, Sendable, Hashable, CaseIterable {
    case off, note, warning, error

    var severity: Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}
