/// The result of `textDocument/documentSymbol`: an outline tree, or a flat list for clients without
/// `hierarchicalDocumentSymbolSupport`.
public enum DocumentSymbolResponse: Hashable, Sendable, Codable {
    case documentSymbols([DocumentSymbol])
    case symbolInformation([SymbolInformation])

    public init(from decoder: any Decoder) throws {
        // An empty array decodes as either; the tree form is the one this server sends.
        let container = try decoder.singleValueContainer()
        if let symbols = try? container.decode([DocumentSymbol].self) {
            self = .documentSymbols(symbols)
        } else {
            self = .symbolInformation(try container.decode([SymbolInformation].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .documentSymbols(let symbols): try container.encode(symbols)
        case .symbolInformation(let symbols): try container.encode(symbols)
        }
    }
}
