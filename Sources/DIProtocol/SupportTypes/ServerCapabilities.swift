/// What this server offers, answered at `initialize`.
///
/// Only the members this server uses are modelled; each `Bool?` provider stands for the spec's
/// `boolean | Options` where the options would be empty.
public struct ServerCapabilities: Hashable, Sendable, Codable {
    /// The encoding picked from the client's `general.positionEncodings`; absent means UTF-16.
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var hoverProvider: Bool?
    public var codeActionProvider: CodeActionProvider?
    public var documentSymbolProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    // The graph where people type: hints, lenses, hierarchies, rename, commands.
    public var inlayHintProvider: InlayHintOptions?
    public var codeLensProvider: CodeLensOptions?
    public var callHierarchyProvider: Bool?
    public var typeHierarchyProvider: Bool?
    public var renameProvider: RenameProvider?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var workspace: WorkspaceServerCapabilities?

    public init(
        positionEncoding: PositionEncodingKind? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
        definitionProvider: Bool? = nil, referencesProvider: Bool? = nil, hoverProvider: Bool? = nil,
        codeActionProvider: CodeActionProvider? = nil, documentSymbolProvider: Bool? = nil,
        workspaceSymbolProvider: Bool? = nil, inlayHintProvider: InlayHintOptions? = nil,
        codeLensProvider: CodeLensOptions? = nil, callHierarchyProvider: Bool? = nil, typeHierarchyProvider: Bool? = nil,
        renameProvider: RenameProvider? = nil, executeCommandProvider: ExecuteCommandOptions? = nil,
        workspace: WorkspaceServerCapabilities? = nil
    ) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.definitionProvider = definitionProvider
        self.referencesProvider = referencesProvider
        self.hoverProvider = hoverProvider
        self.codeActionProvider = codeActionProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.workspaceSymbolProvider = workspaceSymbolProvider
        self.inlayHintProvider = inlayHintProvider
        self.codeLensProvider = codeLensProvider
        self.callHierarchyProvider = callHierarchyProvider
        self.typeHierarchyProvider = typeHierarchyProvider
        self.renameProvider = renameProvider
        self.executeCommandProvider = executeCommandProvider
        self.workspace = workspace
    }
}
