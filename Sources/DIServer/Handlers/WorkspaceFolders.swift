import DIProtocol

extension LanguageServer {
    /// `workspace/didChangeWorkspaceFolders`: the roots change, and a walk of the new roots reads the added
    /// folders' files and drops the removed folders' (their diagnostics are then cleared, as for any file that
    /// is gone). The folders stay one workspace, configured by the first root's `.di-lsp.json`; before the
    /// first index the walk waits for it.
    func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set(notification.event.removed.compactMap { workspace.path(of: $0.uri) })
        var roots = workspace.roots.filter { !removed.contains($0) }
        for folder in notification.event.added {
            if let path = workspace.path(of: folder.uri), !roots.contains(path) { roots.append(path) }
        }
        guard roots != workspace.roots else { return }
        workspace.setRoots(roots)
        var refresh = DiskRefresh()
        refresh.rediscoversModules = true
        refreshDisk(refresh)
    }
}
