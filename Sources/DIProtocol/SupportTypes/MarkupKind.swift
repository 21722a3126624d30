/// The format of `MarkupContent`: `plaintext` or `markdown`; other strings decode for forward compatibility.
public struct MarkupKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }


    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}
