/// A capability written as `true` or as an options object (the specification's `boolean | XOptions`).
public enum BoolOrOptions<Options: Hashable & Sendable & Codable>: Hashable, Sendable, Codable {
    case bool(Bool)
    case options(Options)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .options(try container.decode(Options.self))
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

/// The `renameProvider` capability: `true`, or options for clients that take them (`RenameOptions`).
public typealias RenameProvider = BoolOrOptions<RenameOptions>

/// `codeActionProvider`: options only for clients that support code action literals, as the specification
/// requires; the others get `true` and commands.
public typealias CodeActionProvider = BoolOrOptions<CodeActionOptions>
