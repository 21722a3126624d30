import DIAnalysis
import DIIndex
import DIProtocol
import DIScanner

extension LanguageServer {
    /// `textDocument/inlayHint`: after each requirement where it comes from, after each provider how many components
    /// read it (`DependencyHints.swift`). Each hint carries the place it describes in `data`; its tooltip (the long
    /// form) comes only from `inlayHint/resolve`, for the hint the user looks at: a file's hints stay counts and
    /// lookups, and clients that cannot resolve have hover for the same text. A client that shows code lenses gets
    /// no provider hints: the lens on the same line says the same count (`provided to 3 components`).
    func inlayHints(_ request: InlayHintRequest, in workspace: Workspace) -> [InlayHint]? {
        let conversions = conversions(in: workspace)
        guard let (file, range) = conversions.byteRange(of: request.range, in: request.textDocument.uri) else { return [] }
        let showsLenses = capabilities.supportsCodeLens
        return workspace.analysis(for: file).inlayHints(in: file, range: range).compactMap { hint in
            guard !(showsLenses && hint.subject == .provider), let position = conversions.position(hint.position), let target = conversions.position(hint.target) else { return nil }
            return InlayHint(
                position: position, label: .string(hint.label), paddingLeft: true,
                data: ["uri": .string(request.textDocument.uri.stringValue), "target": (try? JSONValue(encoding: target)) ?? .null])
        }
    }

    /// `inlayHint/resolve`: the hint's tooltip, the long form of its label (every branch of a requirement, or a
    /// provider's readers). A hint whose place no longer holds a requirement or provider comes back unchanged.
    func resolveInlayHint(_ request: InlayHintResolveRequest, in workspace: Workspace) -> InlayHint {
        var hint = request.hint
        guard let uri = request.documentURI, let target = try? hint.data?["target"]?.decode(as: Position.self),
            let (file, offset) = conversions(in: workspace).offset(of: target, in: uri)
        else { return hint }
        hint.tooltip = tooltip(for: SourceLocation(file: file, range: ByteRange(start: offset, end: offset)), in: workspace)
        return hint
    }

    private func tooltip(for target: SourceLocation, in workspace: Workspace) -> MarkupContent? {
        guard let detail = workspace.analysis(for: target.file).hintDetail(for: target) else { return nil }
        return capabilities.hoverContentFormats.contains(.markdown)
            ? MarkupContent(kind: .markdown, value: detail.markdown)
            : MarkupContent(kind: .plaintext, value: detail.plainText)
    }
}
