import DIAnalysis
import DIProtocol

extension LanguageServer {
    /// `textDocument/codeAction`: quick fixes for the diagnostics in range, each a `WorkspaceEdit` across files,
    /// then "Generate test double" on a dependency protocol or a component (`TestDoubleActions.swift`).
    ///
    /// Clients without code action literals would need commands and `workspace/applyEdit`; this server offers
    /// them no code actions (and announces none at `initialize`).
    func codeActions(_ request: CodeActionRequest) -> [CodeActionOrCommand]? {
        guard capabilities.supportsCodeActionLiterals else { return [] }
        return quickFixes(request) + testDoubleActions(request)
    }

    private func quickFixes(_ request: CodeActionRequest) -> [CodeActionOrCommand] {
        if let only = request.context.only, !only.contains(where: { Self.kind(.quickFix, isWithin: $0) }) { return [] }
        let conversions = conversions
        let includeRelated = capabilities.supportsDiagnosticRelatedInformation
        var seen = Set<Fix>()
        let fixes = Self.rangesOfferingFixes(request).flatMap { range -> [Fix] in
            guard let (file, bytes) = conversions.byteRange(of: range, in: request.textDocument.uri) else { return [] }
            return workspace.analysis.fixes(in: file, overlapping: bytes)
        }.filter { seen.insert($0).inserted }
        return fixes.map { fix in
            .codeAction(CodeAction(
                title: fix.title, kind: .quickFix,
                diagnostics: conversions.diagnostic(fix.diagnostic, includeRelated: includeRelated).map { [$0] },
                isPreferred: fix.isPreferred ? true : nil,
                edit: conversions.workspaceEdit(fix.edits, useDocumentChanges: capabilities.supportsDocumentChanges)))
        }
    }

    /// Where a diagnostic offers its fixes: anywhere on the lines of the requested range (clients send the
    /// cursor, an empty range, and a diagnostic covers only a name), and on each of this server's diagnostics
    /// the client sends in the context (it may send a diagnostic the cursor is not on).
    static func rangesOfferingFixes(_ request: CodeActionRequest) -> [LSPRange] {
        // An end past the line's last character is clamped to it, so the next line is never included.
        let lines = LSPRange(
            start: Position(line: request.range.start.line, character: 0),
            end: Position(line: request.range.end.line, character: Int(Int32.max)))
        return [lines] + request.context.diagnostics.filter { $0.source == "di" }.map(\.range)
    }

    /// `quickfix` is within `quickfix` and within `` (everything), not within `quickfix.other` or `refactor`.
    static func kind(_ kind: CodeActionKind, isWithin filter: CodeActionKind) -> Bool {
        filter.rawValue.isEmpty || kind.rawValue == filter.rawValue || kind.rawValue.hasPrefix(filter.rawValue + ".")
    }
}
