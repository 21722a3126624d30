import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/hover`: how a requirement resolves on each branch, in Markdown when the client lists it
    /// among its hover formats, plain text otherwise.
    func hover(_ request: HoverRequest, in workspace: Workspace) -> Hover? {
        let conversions = conversions(in: workspace)
        guard let (file, offset) = conversions.offset(of: request.position, in: request.textDocument.uri),
            let info = workspace.analysis(for: file).hover(in: file, at: offset)
        else { return nil }
        let contents = capabilities.hoverContentFormats.contains(.markdown)
            ? MarkupContent(kind: .markdown, value: info.markdown)
            : MarkupContent(kind: .plaintext, value: info.plainText)
        return Hover(contents: contents, range: conversions.range(info.range))
    }
}
