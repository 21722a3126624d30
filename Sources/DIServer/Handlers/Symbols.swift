import DIAnalysis
import DIIndex
import DIProtocol

extension LanguageServer {
    /// `textDocument/documentSymbol`: components with their providers and children, dependency protocols with
    /// their requirements; flat for clients without hierarchical outlines.
    func documentSymbols(_ request: DocumentSymbolRequest, in workspace: Workspace) -> DocumentSymbolResponse? {
        let conversions = conversions(in: workspace)
        guard let file = workspace.fileID(of: request.textDocument.uri) else { return .documentSymbols([]) }
        let symbols = workspace.analysis(for: file).documentSymbols(in: file)
        guard capabilities.supportsHierarchicalDocumentSymbols else {
            return .symbolInformation(symbols.flatMap { conversions.symbolInformation($0) })
        }
        return .documentSymbols(symbols.compactMap(conversions.documentSymbol))
    }

    /// `workspace/symbol`: components and dependency protocols whose names match the query.
    /// Across every workspace folder.
    func workspaceSymbols(_ request: WorkspaceSymbolRequest) -> WorkspaceSymbolResponse? {
        let symbols = workspaces.flatMap { workspace in
            // A feature several units share is found in each: list it once.
            var seen = Set<SourceLocation>()
            return workspace.analyses.flatMap { $0.workspaceSymbols(matching: request.query) }
                .filter { seen.insert($0.selection).inserted }
                .compactMap(conversions(in: workspace).workspaceSymbol)
        }
        return .workspaceSymbols(symbols)
    }
}
