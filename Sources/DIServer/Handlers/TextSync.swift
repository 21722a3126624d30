import DIFileSystem
import DIProtocol

/// Text synchronisation. Each notification only records the new text; the loop rescans once per batch.
extension LanguageServer {
    /// Some clients (Eglot 1.9) drop diagnostics for files they have no buffer for, so a file's current
    /// diagnostics are sent again when it is opened, even if they did not change.
    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let path = Self.path(of: notification.textDocument.uri)
        let workspace = path.flatMap(looseFilesWorkspace(forOpening:)) ?? owner(of: notification.textDocument.uri)
        workspace.open(notification.textDocument)
        if let path = Self.path(of: notification.textDocument.uri) { workspace.publisher.forget(path) }
    }

    func didChange(_ notification: DidChangeTextDocumentNotification) {
        do throws(DocumentStore.ChangeError) {
            try owner(of: notification.textDocument.uri).change(notification, encoding: encoding)
        } catch {
            switch error {
            case .documentNotOpen(let uri):
                log(.error, "di-lsp: ignored a change to \(uri), which is not open")
            case .staleVersion(let uri, let received, let current):
                log(.warning, "di-lsp: ignored a change to \(uri) with version \(received): it already has version \(current), and versions only go up")
            }
        }
    }

    /// The disk is the truth again for this file: its last known disk text now, and the disk's current text once
    /// it has been read again off the main loop.
    func didClose(_ notification: DidCloseTextDocumentNotification) {
        let workspace = owner(of: notification.textDocument.uri)
        if let path = workspace.close(notification.textDocument.uri) { refreshDisk(DiskRefresh(paths: [path]), in: workspace) }
    }

    /// Re-read the saved file and every file whose size or date changed (a save is when other files are most
    /// likely to have changed too: formatters, generators, git), even when the client watches files for us: some
    /// watchers miss sub-folders.
    func didSave(_ notification: DidSaveTextDocumentNotification) {
        let workspace = owner(of: notification.textDocument.uri)
        var refresh = DiskRefresh(rescansRoots: true)
        if let path = Self.path(of: notification.textDocument.uri) {
            if workspace.isConfigurationFile(path) { refresh.reloadsConfiguration = true }
            if ModuleMap.isBuildDescription(path) { refresh.rediscoversModules = true }
            refresh.paths.insert(path)
        }
        refreshDisk(refresh, in: workspace)
    }

    /// Each change goes to the workspace whose folder holds it, a slice per turn of the loop
    /// (`takeWatchedChanges`): a branch switch names tens of thousands of files in one notification.
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        watchedChanges += notification.changes
        if watchedChanges.count > PendingIntake.sliceSize { for workspace in workspaces { workspace.disk.awaitsBatch = true } }
        takeWatchedChanges()
    }

    /// Hands up to a slice of the pending watched changes to their workspaces' disk refreshes.
    func takeWatchedChanges() {
        guard !watchedChanges.isEmpty else { return }
        let taken = watchedChanges.prefix(PendingIntake.sliceSize)
        watchedChanges = watchedChanges.dropFirst(taken.count)
        // One refresh per workspace, changed in place: copied out and back per change, its set of paths was
        // copied whole each time.
        var refreshes = [DiskRefresh](repeating: DiskRefresh(), count: workspaces.count)
        for change in taken {
            guard let path = Self.path(of: change.uri) else { continue }
            let target = owner(ofPath: path)
            guard let index = workspaces.firstIndex(where: { $0 === target }) else { continue }
            if target.isConfigurationFile(path) {
                refreshes[index].reloadsConfiguration = true
            } else if path.hasSuffix(".swift") {
                refreshes[index].paths.insert(path)
            }
            if ModuleMap.isBuildDescription(path) { refreshes[index].rediscoversModules = true }
        }
        for (workspace, refresh) in zip(workspaces, refreshes) where !refresh.isEmpty { refreshDisk(refresh, in: workspace) }
        if watchedChanges.isEmpty {
            watchedChanges = []
            // A workspace the batch named nothing in (or whose refreshes are done) has nothing to wait for.
            for workspace in workspaces where workspace.disk.isIdle { workspace.disk.awaitsBatch = false }
        }
    }
}
