/// The result of a request whose response carries nothing: written as `null`, read from anything.
public struct VoidResponse: Hashable, Sendable, Codable {
    public init() {}

    public init(from decoder: any Decoder) throws {}

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
