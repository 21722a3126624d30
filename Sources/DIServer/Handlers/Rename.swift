import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/prepareRename`: the name a rename here changes, when it is a dependency (a requirement, a
    /// provider, `dependency.name`); null elsewhere, so a Swift language server beside this one renames the rest.
    func prepareRename(_ request: PrepareRenameRequest, in workspace: Workspace) -> PrepareRenameResult? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            let target = workspace.analysis(for: file).renameTarget(in: file, at: offset), let range = conversions.range(target.location)
        else { return nil }
        return PrepareRenameResult(range: range, placeholder: target.name)
    }

    /// `textDocument/rename`: every requirement, provider and read of the dependency, across files, as one edit
    /// (`DependencyRename.swift`); a name that is not an identifier or would change what resolves where is refused
    /// with RequestFailed and the reason. Null where there is no dependency.
    func rename(_ request: RenameRequest, in workspace: Workspace) throws(ResponseError) -> WorkspaceEdit? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            workspace.analysis(for: file).renameTarget(in: file, at: offset) != nil
        else { return nil }
        do {
            let edits = try workspace.analysis(for: file).rename(in: file, at: offset, to: request.newName)
            return conversions.workspaceEdit(edits, useDocumentChanges: capabilities.supportsDocumentChanges)
        } catch {
            throw ResponseError(code: .requestFailed, message: error.message)
        }
    }
}
