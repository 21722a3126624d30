/// What happened to a watched file.
public struct FileChangeType: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let created = FileChangeType(rawValue: 1)
    public static let changed = FileChangeType(rawValue: 2)
    public static let deleted = FileChangeType(rawValue: 3)
}
