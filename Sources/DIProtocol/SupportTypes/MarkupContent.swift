/// Text for hover, in the format the client asked for (`textDocument.hover.contentFormat`).
public struct MarkupContent: Hashable, Sendable, Codable {
    public var kind: MarkupKind
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
