import DIProtocol
import DIResolver
import DIWorkspace

extension ProtocolConversions {
    /// A broken `.di-lsp.json` gets one diagnostic on the file itself (the defaults are used meanwhile); a fixed
    /// one gets an empty list. The problem's UTF-8 column is counted again in the negotiated encoding over the
    /// line's own text.
    func configurationDiagnostics(_ problems: [ConfigurationProblem]) -> PublishDiagnosticsNotification {
        let diagnostics = problems.map { problem in
            let line = max(problem.line - 1, 0)
            let character = PositionConverter(problem.lineText)
                .position(of: max(problem.column - 1, 0), encoding: encoding).character
            let start = Position(line: line, character: character)
            return LSPDiagnostic(
                range: LSPRange(start: start, end: Position(line: line, character: character + 1)), severity: .error,
                code: DIProtocol.DiagnosticCode(CoreDiagnosticCode.invalidConfiguration.rawValue), source: "di", message: problem.message)
        }
        return PublishDiagnosticsNotification(uri: workspace.uri(ofPath: workspace.configuration.filePath), diagnostics: diagnostics)
    }
}
