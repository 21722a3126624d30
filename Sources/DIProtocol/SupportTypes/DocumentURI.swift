/// A document's URI as the client spelled it (`file:///path/to/File.swift`).
///
/// Kept verbatim: replies must echo the client's spelling, and converting to a file path is the server's job.
public struct DocumentURI: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var stringValue: String

    public init(_ stringValue: String) { self.stringValue = stringValue }
    public init(stringLiteral value: String) { self.stringValue = value }

    public init(from decoder: any Decoder) throws {
        stringValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stringValue)
    }

    public var description: String { stringValue }
}
