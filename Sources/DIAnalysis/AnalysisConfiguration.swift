import DIResolver

/// Everything a workspace can configure about the analysis (`.di-lsp.json` fills it).
public struct AnalysisConfiguration: Sendable, Hashable {
    public var graph: GraphConfiguration
    /// Per diagnostic code: a different severity, or off.
    public var overrides: [DiagnosticCode: DiagnosticSetting]
    /// How far resolution may go before it stops and reports `resolution-limit` (tests lower it).
    public var limits: ResolutionLimits

    public init(
        graph: GraphConfiguration = .needle, overrides: [DiagnosticCode: DiagnosticSetting] = [:], limits: ResolutionLimits = ResolutionLimits()
    ) {
        self.graph = graph
        self.overrides = overrides
        self.limits = limits
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
