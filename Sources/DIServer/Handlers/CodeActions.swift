import DIAnalysis
import DIIndex
import DIProtocol
import DIScanner

extension LanguageServer {
    /// `textDocument/codeAction`: quick fixes for the diagnostics in range, each a `WorkspaceEdit` across files,
    /// then "Generate test double" on a dependency protocol or a component (`TestDoubleActions.swift`).
    ///
    /// Clients without code action literals get each quick fix as a command (`di-lsp.applyFix`) that makes the
    /// server send its edit with `workspace/applyEdit`, when they accept that request; otherwise nothing.
    func codeActions(_ request: CodeActionRequest, in workspace: Workspace) -> [CodeActionOrCommand]? {
        guard capabilities.supportsCodeActionLiterals else {
            guard capabilities.supportsApplyEdit else { return [] }
            return quickFixes(request, in: workspace).compactMap { action in
                guard case .codeAction(let fix) = action, let edit = fix.edit, let argument = try? JSONValue(encoding: edit) else { return nil }
                return .command(Command(title: fix.title, command: Self.applyFixCommand, arguments: [.string(fix.title), argument]))
            }
        }
        return quickFixes(request, in: workspace) + testDoubleActions(request, in: workspace)
    }

    /// `di-lsp.applyFix` with arguments `[title, WorkspaceEdit]`: the command form of a quick fix.
    static let applyFixCommand = "di-lsp.applyFix"

    func applyFix(_ arguments: [JSONValue]) throws(ResponseError) -> JSONValue? {
        guard arguments.count == 2, let title = arguments[0].stringValue, let edit = try? arguments[1].decode(as: WorkspaceEdit.self) else {
            throw .invalidParams("\(Self.applyFixCommand) takes [title, WorkspaceEdit]")
        }
        sendRequest(ApplyWorkspaceEditRequest(label: title, edit: edit), purpose: .applyEdit(title: title))
        return nil
    }

    private func quickFixes(_ request: CodeActionRequest, in workspace: Workspace) -> [CodeActionOrCommand] {
        if let only = request.context.only, !only.contains(where: { Self.kind(.quickFix, isWithin: $0) }) { return [] }
        let conversions = conversions(in: workspace)
        let includeRelated = capabilities.supportsDiagnosticRelatedInformation
        var seen = Set<Fix>()
        let fixes = Self.rangesOfferingFixes(request).flatMap { range -> [Fix] in
            guard let (file, bytes) = conversions.byteRange(of: range, in: request.textDocument.uri) else { return [] }
            return workspace.analysis(for: file).fixes(in: file, overlapping: bytes) { id in
                workspace.snapshot.file(id).flatMap { workspace.bytes(ofPath: $0.path) }
            }
        }.filter { seen.insert($0).inserted }
        return fixes.map { fix in
            .codeAction(CodeAction(
                title: fix.title, kind: .quickFix,
                diagnostics: conversions.diagnostic(fix.diagnostic, includeRelated: includeRelated).map { [$0] },
                isPreferred: fix.isPreferred ? true : nil,
                edit: conversions.workspaceEdit(fix.edits, useDocumentChanges: capabilities.supportsDocumentChanges)))
        } + regenerateActions(request, in: workspace, conversions: conversions)
    }

    /// On a stale generated file's first line: replace its whole text with what di-gen would write now. The
    /// edit spans the document's current text, so it applies whatever the buffer holds.
    private func regenerateActions(_ request: CodeActionRequest, in workspace: Workspace, conversions: ProtocolConversions) -> [CodeActionOrCommand] {
        guard let path = workspace.path(of: request.textDocument.uri),
            let stale = workspace.generatedFiles.stale.first(where: { $0.path == path }),
            let bytes = workspace.bytes(ofPath: path),
            let diagnostic = conversions.diagnostic(stale.diagnostic, includeRelated: false),
            Self.rangesOfferingFixes(request).contains(where: { $0.start.line <= diagnostic.range.end.line && diagnostic.range.start.line <= $0.end.line })
        else { return [] }
        let replacement = TextReplacement(
            location: SourceLocation(file: stale.diagnostic.location.file, range: ByteRange(start: 0, end: bytes.count)), newText: stale.source)
        return [.codeAction(CodeAction(
            title: "Regenerate \(path.split(separator: "/").last ?? "") as di-gen generate would", kind: .quickFix,
            diagnostics: [diagnostic], isPreferred: true,
            edit: conversions.workspaceEdit([replacement], useDocumentChanges: capabilities.supportsDocumentChanges)))]
    }

    /// Where a diagnostic offers its fixes: anywhere on the lines of the requested range (clients send the
    /// cursor, an empty range, and a diagnostic covers only a name), and on each of this server's diagnostics
    /// the client sends in the context (it may send a diagnostic the cursor is not on).
    static func rangesOfferingFixes(_ request: CodeActionRequest) -> [LSPRange] {
        return [ProtocolConversions.wholeLines(of: request.range)] + request.context.diagnostics.filter { $0.source == "di" }.map(\.range)
    }

    /// `quickfix` is within `quickfix` and within `` (everything), not within `quickfix.other` or `refactor`.
    static func kind(_ kind: CodeActionKind, isWithin filter: CodeActionKind) -> Bool {
        filter.rawValue.isEmpty || kind.rawValue == filter.rawValue || kind.rawValue.hasPrefix(filter.rawValue + ".")
    }
}
