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
        guard let (file, range) = conversions.byteRange(of: request.range, in: request.textDocument.uri) else { return [] }
        let conversions = conversions
        let includeRelated = capabilities.supportsDiagnosticRelatedInformation
        return workspace.analysis.fixes(in: file, overlapping: range).map { fix in
            .codeAction(CodeAction(
                title: fix.title, kind: .quickFix,
                diagnostics: conversions.diagnostic(fix.diagnostic, includeRelated: includeRelated).map { [$0] },
                isPreferred: fix.isPreferred ? true : nil,
                edit: conversions.workspaceEdit(fix.edits, useDocumentChanges: capabilities.supportsDocumentChanges)))
        }
    }

    /// `quickfix` is within `quickfix` and within `` (everything), not within `quickfix.other` or `refactor`.
    static func kind(_ kind: CodeActionKind, isWithin filter: CodeActionKind) -> Bool {
        filter.rawValue.isEmpty || kind.rawValue == filter.rawValue || kind.rawValue.hasPrefix(filter.rawValue + ".")
    }
}
