/// Names a document in requests that do not care about its version.
public struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI

    public init(uri: DocumentURI) { self.uri = uri }
}
