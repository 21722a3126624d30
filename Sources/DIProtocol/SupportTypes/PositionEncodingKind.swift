/// How `Position.character` counts: `utf-16` (the default every client supports), `utf-8` or `utf-32`.
///
/// Negotiated at `initialize`: the client lists what it supports, the server picks one and says so.
public struct PositionEncodingKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }


    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}
