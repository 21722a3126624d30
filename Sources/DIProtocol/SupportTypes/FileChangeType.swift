/// What happened to a watched file.
public struct FileChangeType: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }


    public static let created = FileChangeType(rawValue: 1)
    public static let changed = FileChangeType(rawValue: 2)
    public static let deleted = FileChangeType(rawValue: 3)
}
