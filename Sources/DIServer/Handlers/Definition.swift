import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/definition`: on a requirement or `dependency.name`, the providers that satisfy it (one per
    /// distinct provider across branches); on `Child(parent: self)`, the child component.
    func definition(_ request: DefinitionRequest, in workspace: Workspace) -> LocationsOrLocationLinks? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri) else { return .locations([]) }
        return .locations(workspace.analysis(for: file).definition(in: file, at: offset).compactMap(conversions.location))
    }
}
