/// A second place that explains a diagnostic, such as the component whose dependency is missing.
///
/// Only sent to clients that declare `textDocument.publishDiagnostics.relatedInformation`.
public struct DiagnosticRelatedInformation: Hashable, Sendable, Codable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}
