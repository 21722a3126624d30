/// The result of `workspace/symbol`: the 3.17 `WorkspaceSymbol` form, or the older `SymbolInformation` form.
///
/// For symbols with a known range both forms have the same members, so the wire cannot tell them apart and
/// decoding always yields `workspaceSymbols`.
public enum WorkspaceSymbolResponse: Hashable, Sendable, Codable {
    case workspaceSymbols([WorkspaceSymbol])
    case symbolInformation([SymbolInformation])

    public init(from decoder: any Decoder) throws {
        self = .workspaceSymbols(try decoder.singleValueContainer().decode([WorkspaceSymbol].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .workspaceSymbols(let symbols): try container.encode(symbols)
        case .symbolInformation(let symbols): try container.encode(symbols)
        }
    }
}
