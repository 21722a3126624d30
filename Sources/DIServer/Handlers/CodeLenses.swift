import DIAnalysis
import DIIndex
import DIProtocol
import DIScanner

extension LanguageServer {
    /// The command every lens runs: list the places it counts. Its arguments are the document's URI, the lens's
    /// position and what it counts (`consumers`, `paths` or `readers`); `workspace/executeCommand` answers the
    /// locations, which clients show as references (`editors/`: a quickfix list, an xref buffer, or VS Code's
    /// `editor.action.showReferences`). Locations are found when the lens is run, not when lenses are shown: a
    /// root's provider may be read by thousands of components.
    static let showReferencesCommand = "di-lsp.showReferences"

    /// `textDocument/codeLens`: with a component its consumers and paths, with a provider the components it is
    /// provided to (`DependencyLenses.swift`), each with its command.
    func codeLenses(_ request: CodeLensRequest, in workspace: Workspace) -> [CodeLens]? {
        guard let file = workspace.fileID(of: request.textDocument.uri) else { return [] }
        let conversions = conversions(in: workspace)
        return workspace.analysis(for: file).codeLenses(in: file).compactMap { lens in
            guard let range = conversions.range(lens.location), let position = try? JSONValue(encoding: range.start) else { return nil }
            let arguments: [JSONValue] = [.string(request.textDocument.uri.stringValue), position, .string(lens.kind.rawValue)]
            return CodeLens(range: range, command: Command(title: lens.title, command: Self.showReferencesCommand, arguments: arguments))
        }
    }

    /// `di-lsp.showReferences` [uri, position, kind]: the locations the lens lists.
    func lensReferences(_ arguments: [JSONValue], in workspace: Workspace) throws(ResponseError) -> JSONValue {
        guard arguments.count == 3, let uri = arguments[0].stringValue, let position = try? arguments[1].decode(as: Position.self),
            let kind = arguments[2].stringValue.flatMap(DependencyLens.Kind.init(rawValue:))
        else { throw .invalidParams("\(Self.showReferencesCommand) takes [uri, position, kind], kind consumers, paths or readers") }
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: position, in: DocumentURI(uri)) else { return .array([]) }
        let target = SourceLocation(file: file, range: ByteRange(start: offset, end: offset))
        let locations = workspace.analysis(for: file).lensReferences(at: target, kind: kind).compactMap(conversions.location)
        return (try? JSONValue(encoding: locations)) ?? .array([])
    }
}
