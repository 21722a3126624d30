import DIAnalysis
import DIIndex
import DIProtocol
import DIReporting
import DIResolver

extension LanguageServer {
    /// The graph of the component at a position: `di-lsp.graph` with arguments `[uri, position, format]`, format
    /// `"dot"` (the default) or `"mermaid"`; the result is the text, to write to a file and open.
    static let graphCommand = "di-lsp.graph"

    /// Shows its one argument with `window/showMessage`: how to do what a code action cannot do in this client.
    static let showMessageCommand = "di-lsp.showMessage"

    /// Every command `workspace/executeCommand` runs, announced at `initialize`.
    static let commands = [showReferencesCommand, graphCommand, applyFixCommand, showMessageCommand]

    /// `workspace/executeCommand`.
    func executeCommand(_ request: ExecuteCommandRequest, in workspace: Workspace) throws(ResponseError) -> JSONValue? {
        let arguments = request.arguments ?? []
        switch request.command {
        case Self.showReferencesCommand:
            return try lensReferences(arguments, in: workspace)
        case Self.graphCommand:
            return .string(try graph(arguments, in: workspace))
        case Self.applyFixCommand:
            return try applyFix(arguments)
        case Self.showMessageCommand:
            guard let message = arguments.first?.stringValue else { throw .invalidParams("\(Self.showMessageCommand) takes [message]") }
            notify(ShowMessageNotification(type: .info, message: message))
            return nil
        default:
            throw .invalidParams("Unknown command \(request.command); the commands are \(Self.commands.joined(separator: ", "))")
        }
    }

    private func graph(_ arguments: [JSONValue], in workspace: Workspace) throws(ResponseError) -> String {
        guard arguments.count >= 2, let uri = arguments[0].stringValue, let position = try? arguments[1].decode(as: Position.self) else {
            throw .invalidParams("\(Self.graphCommand) takes [uri, position, format], format \"dot\" or \"mermaid\"")
        }
        let formatName = arguments.count > 2 ? arguments[2].stringValue : "dot"
        guard let formatName, let format = GraphFormat(rawValue: formatName), format != .json else {
            throw .invalidParams("\(Self.graphCommand): the format is \"dot\" or \"mermaid\"")
        }
        guard let (file, offset) = conversions(in: workspace).offset(of: position, in: DocumentURI(uri)),
            let item = workspace.analysis(for: file).componentItem(in: file, at: offset),
            let component = workspace.analysis(for: file).graph.component(named: item.name, writtenIn: item.selection.file)
        else { throw ResponseError(code: .requestFailed, message: "No component at this position: put the cursor in a component") }
        return graphReport(rows: workspace.analysis(for: file).graphRows(around: component.id), format: format)
    }
}
