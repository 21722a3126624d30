import DIProtocol
import DIWorkspace

/// Which workspace a message belongs to. Each workspace folder is its own workspace (own `.di-lsp.json`, own
/// graph); a folder inside another belongs to the outer one, whose walk already reads it.
extension LanguageServer {
    /// One workspace per outermost folder among `roots` (one with no folder when there are none).
    func setUpWorkspaces(roots: [String]) {
        let standardized = roots.map(Workspace.standardized)
        let outermost = standardized.enumerated().filter { index, root in
            !standardized.enumerated().contains { other, outer in
                other != index && (Self.folder(root, isInside: outer) || (outer == root && other < index))
            }
        }.map(\.element)
        workspaces = (outermost.isEmpty ? [[]] : outermost.map { [$0] }).map { folderRoots in
            let created = Workspace(serial: nextWorkspaceSerial)
            nextWorkspaceSerial += 1
            created.setRoots(folderRoots)
            return created
        }
    }

    /// The workspace whose folder holds the document `uri`; the first workspace when there is none.
    func owner(of uri: DocumentURI?) -> Workspace {
        guard workspaces.count > 1, let uri, let path = Self.path(of: uri) else { return workspaces[0] }
        return owner(ofPath: path)
    }

    /// The workspace with the longest folder holding `path`; else the one without folders (files opened outside
    /// every project); else the first one.
    func owner(ofPath path: String) -> Workspace {
        holder(ofPath: path) ?? workspaces.first { $0.roots.isEmpty } ?? workspaces[0]
    }

    /// The workspace with the longest folder holding `path`, if any.
    func holder(ofPath path: String) -> Workspace? {
        var best: (workspace: Workspace, length: Int)?
        for each in workspaces {
            for root in each.roots where Self.folder(path, isInside: root) && root.count > (best?.length ?? -1) {
                best = (each, root.count)
            }
        }
        return best?.workspace
    }

    /// A Swift file opened outside every workspace folder is checked on its own, as `di-lsp --check FILE` does, in
    /// a workspace without folders made for such files (nothing is walked: its files are the open documents).
    func looseFilesWorkspace(forOpening path: String) -> Workspace? {
        guard path.hasSuffix(".swift"), holder(ofPath: path) == nil else { return nil }
        return workspaces.first(where: { $0.roots.isEmpty }) ?? addWorkspace(roots: [])
    }

    /// A new workspace of `roots`, indexed at once unless the first index has not started yet (it then indexes
    /// every workspace).
    @discardableResult
    func addWorkspace(roots: [String]) -> Workspace {
        let added = Workspace(serial: nextWorkspaceSerial)
        nextWorkspaceSerial += 1
        added.setRoots(roots)
        workspaces.append(added)
        if case .notStarted = loading {} else if case .waitingForProgressToken = loading {} else { load(added) }
        return added
    }

    static func folder(_ path: String, isInside root: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `workspace/didChangeWorkspaceFolders`: an added folder becomes a workspace and is indexed (unless it lies
    /// inside one already there); a removed folder's workspace goes, and every diagnostic it published is
    /// cleared.
    func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set(notification.event.removed.compactMap { Self.path(of: $0.uri) })
        for gone in workspaces where gone.roots.contains(where: removed.contains) {
            var paths = gone.publisher.publishedPaths
            if !gone.configurationProblems.isEmpty { paths.append(gone.configuration.filePath) }
            for path in paths { notify(PublishDiagnosticsNotification(uri: gone.uri(ofPath: path), diagnostics: [])) }
        }
        workspaces.removeAll { $0.roots.contains(where: removed.contains) }
        for path in notification.event.added.compactMap({ Self.path(of: $0.uri) })
        where !workspaces.contains(where: { $0.roots.contains { root in root == path || Self.folder(path, isInside: root) } }) {
            addWorkspace(roots: [path])
        }
        // Always one workspace, so that documents opened outside every folder are still edited.
        if workspaces.isEmpty { addWorkspace(roots: []) }
        completeLoadingIfEveryWorkspaceHasItsIndex()
    }

    static func path(of uri: DocumentURI) -> String? {
        FileURI.path(from: uri).map(Workspace.standardized)
    }
}
