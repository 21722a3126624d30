/// One entry of a `textDocument/codeAction` result: the spec allows a bare `Command` for clients without
/// `codeActionLiteralSupport`, or a `CodeAction`.
public enum CodeActionOrCommand: Hashable, Sendable, Codable {
    case command(Command)
    case codeAction(CodeAction)

    private enum Keys: String, CodingKey { case command }

    public init(from decoder: any Decoder) throws {
        // A Command's `command` is a string; a CodeAction's `command`, if present, is an object.
        let container = try decoder.container(keyedBy: Keys.self)
        if (try? container.decode(String.self, forKey: .command)) != nil {
            self = .command(try Command(from: decoder))
        } else {
            self = .codeAction(try CodeAction(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .command(let command): try command.encode(to: encoder)
        case .codeAction(let action): try action.encode(to: encoder)
        }
    }
}
