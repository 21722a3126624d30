/// `codeActionProvider`: `true`, or options, which the specification allows only for clients that support code
/// action literals (the others get `true` and commands).
public enum CodeActionProvider: Hashable, Sendable, Codable {
    case bool(Bool)
    case options(CodeActionOptions)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .options(try container.decode(CodeActionOptions.self))
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
