/// Names the document a `TextDocumentEdit` applies to; `version` null means "whatever is on disk".
///
/// The spec makes `version` required but nullable, so nil is written as an explicit `null`.
public struct OptionalVersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: DocumentURI
    public var version: Int?

    public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    private enum CodingKeys: String, CodingKey { case uri, version }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uri = try container.decode(DocumentURI.self, forKey: .uri)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)
    }
}
