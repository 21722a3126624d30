import DIIndex
import DIResolver
import DIScanner

/// A problem as an editor or a terminal shows it: a code, a severity, where, and a message that can be
/// acted on without opening another file. Plain values; renderers (text, JSON, SARIF, LSP) format them.
public struct Diagnostic: Hashable, Sendable {
    public typealias Severity = DiagnosticCode.Severity

    public var code: DiagnosticCode
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// Other places the message mentions: providers, mismatched types, components on the branch.
    public var related: [RelatedLocation]

    public init(code: DiagnosticCode, severity: Severity, location: SourceLocation, message: String, related: [RelatedLocation] = []) {
        self.code = code
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related
    }
}

/// A secondary location of a diagnostic, with what it is.
public struct RelatedLocation: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}
