/// How the client sends document changes: nothing, the full text, or incremental ranges.
public struct TextDocumentSyncKind: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }


    public static let none = TextDocumentSyncKind(rawValue: 0)
    public static let full = TextDocumentSyncKind(rawValue: 1)
    public static let incremental = TextDocumentSyncKind(rawValue: 2)
}
