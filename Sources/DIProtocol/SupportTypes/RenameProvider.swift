/// The `renameProvider` capability: `true`, or options for clients that take them (`RenameOptions`).
public enum RenameProvider: Hashable, Sendable, Codable {
    case bool(Bool)
    case options(RenameOptions)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .options(try container.decode(RenameOptions.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .options(let options): try container.encode(options)
        }
    }
}
