import Dispatch
import DIProtocol

extension LanguageServer {
    /// `initialize`: remember what the client supports, pick the position encoding, find the roots
    /// (`workspaceFolders`, else `rootUri`, else `rootPath`) and say what this server offers.
    func initialize(_ request: InitializeRequest) throws(ResponseError) -> InitializeResult {
        capabilities = request.capabilities
        encoding = PositionEncoding.negotiate(clientSupports: capabilities.positionEncodings)
        setUpWorkspaces(roots: Self.roots(of: request))
        lifecycle = .running
        return InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding.kind,
                textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                definitionProvider: true, referencesProvider: true, hoverProvider: true,
                // `CodeActionOptions` may only be announced to clients with code action literals; clients that accept
                // `workspace/applyEdit` get `true` and fixes as commands; the others get none.
                codeActionProvider: capabilities.supportsCodeActionLiterals ? .options(CodeActionOptions(codeActionKinds: [.quickFix, .refactor]))
                    : capabilities.supportsApplyEdit ? .bool(true) : nil,
                documentSymbolProvider: true, workspaceSymbolProvider: true,
                // The graph in the editor: hints, lenses, hierarchies, rename, commands (Handlers/InlayHints.swift and after).
                inlayHintProvider: InlayHintOptions(resolveProvider: true), codeLensProvider: CodeLensOptions(resolveProvider: false),
                callHierarchyProvider: true, typeHierarchyProvider: true,
                renameProvider: capabilities.supportsPrepareRename ? .options(RenameOptions(prepareProvider: true)) : .bool(true),
                executeCommandProvider: ExecuteCommandOptions(commands: Self.commands),
                workspace: WorkspaceServerCapabilities(workspaceFolders: .init(supported: true, changeNotifications: true))),
            serverInfo: ServerInfo(name: "di-lsp", version: version))
    }

    static func roots(of request: InitializeRequest) -> [String] {
        if let folders = request.workspaceFolders, !folders.isEmpty {
            return folders.compactMap { path(of: $0.uri) }
        }
        if let uri = request.rootUri { return path(of: uri).map { [$0] } ?? [] }
        if let path = request.rootPath, path.hasPrefix("/") { return [path] }
        return []
    }

    /// `initialized`: ask the client to watch Swift files (when it allows dynamic registration), then start the
    /// first index, under a progress token when the client shows work-done progress.
    func initialized() {
        guard case .notStarted = loading else { return }
        if capabilities.supportsDynamicWatchedFilesRegistration,
            let registration = try? Registration.watchingFiles(
                id: "di-lsp/watched-files", watchers: [
                    FileSystemWatcher(globPattern: "**/*.swift"), FileSystemWatcher(globPattern: "**/.di-lsp.json"),
                    // Modules come from Xcode projects too (`Package.swift` is a Swift file).
                    FileSystemWatcher(globPattern: "**/*.pbxproj"),
                ])
        {
            sendRequest(RegisterCapabilityRequest(registrations: [registration]), purpose: .registerFileWatchers)
        }
        if capabilities.supportsWorkDoneProgress {
            let token = ProgressToken.string("di-lsp/index")
            loading = .waitingForProgressToken
            sendRequest(CreateWorkDoneProgressRequest(token: token), purpose: .createProgress(token))
            // Requests wait for the first index (up to a limit), so a client that never answers must not stall it.
            let queue = queue
            DispatchQueue.global().asyncAfter(deadline: .now() + progressTokenTimeout) {
                queue.post(.progressTokenTimedOut)
            }
        } else {
            startLoading(progress: nil)
        }
    }

    /// `shutdown`: stop serving requests; `exit` ends the process with status 0. Answered at once, even while
    /// the first index is still being built (requests waiting for it are answered first).
    func shutdown(_ request: ShutdownRequest) throws(ResponseError) -> VoidResponse {
        answerEveryoneWaiting()
        lifecycle = .shutDown
        return VoidResponse()
    }
}
