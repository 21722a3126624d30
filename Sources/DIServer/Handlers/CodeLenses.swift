import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// The command every lens runs: show the places it counts. Its arguments are those of VS Code's
    /// `editor.action.showReferences` (URI, position, locations), so a client can map it there; clients run it
    /// themselves (`editors/`), or send it back, and `workspace/executeCommand` answers the locations.
    static let showReferencesCommand = "di-lsp.showReferences"

    /// `textDocument/codeLens`: above a component its consumers and paths, above a provider the components it is
    /// provided to (`DependencyLenses.swift`), each with its command and the places to show.
    func codeLenses(_ request: CodeLensRequest) -> [CodeLens]? {
        guard let file = workspace.fileID(of: request.textDocument.uri) else { return [] }
        let conversions = conversions
        return workspace.analysis.codeLenses(in: file).compactMap { lens in
            guard let range = conversions.range(lens.location) else { return nil }
            let locations = lens.references.compactMap(conversions.location)
            let arguments: [JSONValue] = [
                .string(request.textDocument.uri.stringValue), (try? JSONValue(encoding: range.start)) ?? .null,
                (try? JSONValue(encoding: locations)) ?? .array([]),
            ]
            return CodeLens(range: range, command: Command(title: lens.title, command: Self.showReferencesCommand, arguments: arguments))
        }
    }
}
