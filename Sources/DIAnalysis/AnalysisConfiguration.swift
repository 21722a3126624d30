import DIResolver

/// Everything a workspace can configure about the analysis (`.di-lsp.json` fills it).
public struct AnalysisConfiguration: Sendable, Hashable {
    public var graph: GraphConfiguration
    /// Severity per diagnostic code; `nil` turns the code off.
    public var severityOverrides: [String: Diagnostic.Severity?]

    public init(graph: GraphConfiguration = .needle, severityOverrides: [String: Diagnostic.Severity?] = [:]) {
        self.graph = graph
        self.severityOverrides = severityOverrides
    }
}
