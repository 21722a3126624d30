/// `textDocument/publishDiagnostics` (server to client): the complete current diagnostics of one document;
/// an empty list clears them.
public struct PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"

    public var uri: DocumentURI
    /// The version of the open document the diagnostics were computed for, so a client can drop stale ones.
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int? = nil, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}
