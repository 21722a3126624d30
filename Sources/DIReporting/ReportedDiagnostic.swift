import DIAnalysis
import DIResolver
import DIIndex

/// A diagnostic with its positions already turned into paths, lines and columns: what every renderer
/// (text, JSON, SARIF) prints. Diagnostics that are not about Swift source, such as a broken
/// `.di-lsp.json`, are made directly in this form and passed to the renderers beside the analysis.
public struct ReportedDiagnostic: Hashable, Sendable {
    public var location: PrintedLocation
    public var severity: Diagnostic.Severity
    public var code: DiagnosticCode
    public var message: String
    public var related: [Related]

    public struct Related: Hashable, Sendable {
        public var location: PrintedLocation
        public var message: String

        public init(location: PrintedLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    public init(location: PrintedLocation, severity: Diagnostic.Severity, code: DiagnosticCode, message: String, related: [Related] = []) {
        self.location = location
        self.severity = severity
        self.code = code
        self.message = message
        self.related = related
    }
}

/// The diagnostics to print: `extra` first (they are about the set-up, so they come before what it
/// produced), then the analysis's own in its order.
func reportedDiagnostics(_ analysis: Analysis, extra: [ReportedDiagnostic]) -> [ReportedDiagnostic] {
    reportedDiagnostics(analysis.diagnostics, in: analysis.snapshot, extra: extra)
}

/// `extra`, then `diagnostics` placed in `snapshot` (several units' merged findings, in the whole workspace's
/// snapshot, which every unit's files are in with the same ids).
public func reportedDiagnostics(_ diagnostics: [Diagnostic], in snapshot: Snapshot, extra: [ReportedDiagnostic] = []) -> [ReportedDiagnostic] {
    extra + diagnostics.map { ReportedDiagnostic($0, in: snapshot) }
}

extension ReportedDiagnostic {
    /// `diagnostic` with its positions as paths, lines and columns of `snapshot`.
    init(_ diagnostic: Diagnostic, in snapshot: Snapshot) {
        self.init(
            location: PrintedLocation(diagnostic.location, in: snapshot),
            severity: diagnostic.severity, code: diagnostic.code, message: diagnostic.message,
            related: diagnostic.related.map { .init(location: PrintedLocation($0.location, in: snapshot), message: $0.message) })
    }
}
