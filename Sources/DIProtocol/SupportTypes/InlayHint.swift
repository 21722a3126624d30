/// Text shown inside a line without being part of it (`textDocument/inlayHint`), completed by `inlayHint/resolve`.
public struct InlayHint: Hashable, Sendable, Codable {
    public var position: Position
    public var label: InlayHintLabel
    public var kind: InlayHintKind?
    /// Shown on hover over the hint. The spec allows a plain string too; one is read as plain text.
    public var tooltip: MarkupContent?
    public var paddingLeft: Bool?
    public var paddingRight: Bool?
    /// Kept by the client and sent back with `inlayHint/resolve`.
    public var data: JSONValue?

    public init(
        position: Position, label: InlayHintLabel, kind: InlayHintKind? = nil, tooltip: MarkupContent? = nil,
        paddingLeft: Bool? = nil, paddingRight: Bool? = nil, data: JSONValue? = nil
    ) {
        self.position = position
        self.label = label
        self.kind = kind
        self.tooltip = tooltip
        self.paddingLeft = paddingLeft
        self.paddingRight = paddingRight
        self.data = data
    }

    private enum CodingKeys: String, CodingKey {
        case position, label, kind, tooltip, paddingLeft, paddingRight, data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        position = try container.decode(Position.self, forKey: .position)
        label = try container.decode(InlayHintLabel.self, forKey: .label)
        kind = try container.decodeIfPresent(InlayHintKind.self, forKey: .kind)
        if let text = try? container.decodeIfPresent(String.self, forKey: .tooltip) {
            tooltip = MarkupContent(kind: .plaintext, value: text)
        } else {
            tooltip = try container.decodeIfPresent(MarkupContent.self, forKey: .tooltip)
        }
        paddingLeft = try container.decodeIfPresent(Bool.self, forKey: .paddingLeft)
        paddingRight = try container.decodeIfPresent(Bool.self, forKey: .paddingRight)
        data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
    }
}
