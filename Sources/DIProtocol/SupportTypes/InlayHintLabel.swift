/// An inlay hint's label: a string (what this server sends), or parts (accepted back from clients).
public enum InlayHintLabel: Hashable, Sendable, Codable {
    case string(String)
    case parts([InlayHintLabelPart])

    /// The label as one string.
    public var text: String {
        switch self {
        case .string(let text): text
        case .parts(let parts): parts.map(\.value).joined()
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .parts(try container.decode([InlayHintLabelPart].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .parts(let parts): try container.encode(parts)
        }
    }
}
