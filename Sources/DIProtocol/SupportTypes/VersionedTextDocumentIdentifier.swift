/// Names an open document at the version a `didChange` produces.
public struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int

    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}
