import DIResolver

/// Everything a workspace can configure about the analysis (`.di-lsp.json` fills it).
public struct AnalysisConfiguration: Sendable, Hashable {
    public var graph: GraphConfiguration
    /// Per diagnostic code: a different severity, or off.
    public var overrides: [DiagnosticCode: DiagnosticSetting]
    /// How far resolution may go before it stops and reports `resolution-limit` (tests lower it).
    public var limits: ResolutionLimits
    /// Set for a workspace without `units`: several roots whose names collide get one `separate-apps` error with
    /// the units to declare instead of a duplicate error per name (`UnitSuggestion.swift`).
    public var unitSuggestion: UnitSuggestionContext?

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

    public var severity: Diagnostic.Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}
