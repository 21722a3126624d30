/// What the client supports, kept whole as JSON with typed accessors for the few answers the server needs.
///
/// The spec's capability tree is large and grows every release; modelling it all would be a maintenance burden
/// and a decoding risk, so only the questions this server asks are answered here. Absent means unsupported.
public struct ClientCapabilities: Hashable, Sendable, Codable {
    public var raw: JSONValue

    public init(_ raw: JSONValue = .object([:])) { self.raw = raw }

    public init(from decoder: any Decoder) throws {
        raw = try JSONValue(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try raw.encode(to: encoder)
    }

    /// `general.positionEncodings`, in the client's order of preference; absent means UTF-16 only.
    public var positionEncodings: [PositionEncodingKind] {
        raw[path: "general", "positionEncodings"]?.arrayValue?.compactMap {
            $0.stringValue.map(PositionEncodingKind.init(rawValue:))
        } ?? []
    }

    /// `textDocument.hover.contentFormat`, preferred first; absent means plain text.
    public var hoverContentFormats: [MarkupKind] {
        raw[path: "textDocument", "hover", "contentFormat"]?.arrayValue?.compactMap {
            $0.stringValue.map(MarkupKind.init(rawValue:))
        } ?? []
    }

    /// `textDocument.publishDiagnostics.relatedInformation`.
    public var supportsDiagnosticRelatedInformation: Bool {
        raw[path: "textDocument", "publishDiagnostics", "relatedInformation"]?.boolValue ?? false
    }

    /// `window.workDoneProgress`: the server may create progress tokens.
    public var supportsWorkDoneProgress: Bool {
        raw[path: "window", "workDoneProgress"]?.boolValue ?? false
    }

    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask the client to watch files.
    public var supportsDynamicWatchedFilesRegistration: Bool {
        raw[path: "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue ?? false
    }

    /// `textDocument.codeAction.codeActionLiteralSupport`: `CodeAction` objects rather than bare `Command`s.
    public var supportsCodeActionLiterals: Bool {
        raw[path: "textDocument", "codeAction", "codeActionLiteralSupport"]?.objectValue != nil
    }

    /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`.
    public var supportsHierarchicalDocumentSymbols: Bool {
        raw[path: "textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
    }

    /// `workspace.workspaceEdit.documentChanges`: `WorkspaceEdit.documentChanges` rather than `changes`.
    public var supportsDocumentChanges: Bool {
        raw[path: "workspace", "workspaceEdit", "documentChanges"]?.boolValue ?? false
    }

    /// `workspace.workspaceEdit.resourceOperations` lists `create`: a `WorkspaceEdit` may create files (in
    /// `documentChanges`, so `supportsDocumentChanges` is needed too).
    public var supportsCreatingFiles: Bool {
        raw[path: "workspace", "workspaceEdit", "resourceOperations"]?.arrayValue?.contains(.string("create")) ?? false
    }

    /// `workspace.applyEdit`: the server may send `workspace/applyEdit`.
    public var supportsApplyEdit: Bool {
        raw[path: "workspace", "applyEdit"]?.boolValue ?? false
    }

    // MARK: - The graph where people type

    /// `workspace.inlayHint.refreshSupport`: the server may send `workspace/inlayHint/refresh`.
    public var supportsInlayHintRefresh: Bool {
        raw[path: "workspace", "inlayHint", "refreshSupport"]?.boolValue ?? false
    }

    /// `textDocument.codeLens`: the client shows code lenses.
    public var supportsCodeLens: Bool {
        raw[path: "textDocument", "codeLens"] != nil
    }

    /// `workspace.codeLens.refreshSupport`: the server may send `workspace/codeLens/refresh`.
    public var supportsCodeLensRefresh: Bool {
        raw[path: "workspace", "codeLens", "refreshSupport"]?.boolValue ?? false
    }

    /// `textDocument.rename.prepareSupport`: the client sends `textDocument/prepareRename` first, and only then may
    /// `renameProvider` be given as options.
    public var supportsPrepareRename: Bool {
        raw[path: "textDocument", "rename", "prepareSupport"]?.boolValue ?? false
    }
}
