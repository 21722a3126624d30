/// The result of `textDocument/definition`: plain locations, or links for clients with `linkSupport`.
public enum LocationsOrLocationLinks: Hashable, Sendable, Codable {
    case locations([Location])
    case locationLinks([LocationLink])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let single = try? container.decode(Location.self) {
            self = .locations([single])
        } else if let locations = try? container.decode([Location].self) {
            self = .locations(locations)
        } else {
            self = .locationLinks(try container.decode([LocationLink].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .locations(let locations): try container.encode(locations)
        case .locationLinks(let links): try container.encode(links)
        }
    }
}
