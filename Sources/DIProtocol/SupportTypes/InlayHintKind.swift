/// How a client may style an inlay hint. A struct so unknown values from clients still decode.
public struct InlayHintKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An annotation of a type.
    public static let type = InlayHintKind(rawValue: 1)
    /// An annotation of a parameter.
    public static let parameter = InlayHintKind(rawValue: 2)
}
