import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/references`: on a provider, the requirements it satisfies; on a requirement, its providers.
    func references(_ request: ReferencesRequest, in workspace: Workspace) -> [Location]? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri) else { return [] }
        return workspace.analysis(for: file).references(in: file, at: offset, includeDeclaration: request.context.includeDeclaration)
            .compactMap(conversions.location)
    }
}
