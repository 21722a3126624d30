import DIProtocol
import Dispatch

extension LanguageServer {
    /// Reads, scans and analyses the workspace on another thread; `.workspaceLoaded` brings the result back.
    func startLoading(progress token: ProgressToken?) {
        switch loading {
        case .notStarted, .waitingForProgressToken: break
        case .running, .done: return
        }
        loading = .running(progress: token)
        if let token {
            notify(WorkDoneProgressNotification(token: token, value: .begin(.init(title: "Indexing Swift files", message: "reading"))))
        }
        let roots = workspace.roots
        let queue = queue
        let beforeDiskWork = beforeDiskWork
        DispatchQueue.global(qos: .userInitiated).async {
            beforeDiskWork?(.firstIndex)
            queue.post(.workspaceLoaded(WorkspaceLoading.load(roots: roots)))
        }
    }

    /// Takes the first index, ends the progress report, publishes, then handles the messages that waited.
    /// After `shutdown` the index is dropped: nothing is published any more.
    func finishLoading(_ loaded: LoadedFiles) {
        guard case .running(let token) = loading else { return }
        loading = .done
        guard lifecycle == .running else { return }
        workspace.adopt(loaded)
        analysisChanged = true
        refreshDisk(DiskRefresh())  // what waited for the first index (workspace folders changed meanwhile)
        if let token {
            let files = loaded.snapshot.fileCount, components = loaded.analysis.graph.components.count
            let summary = "\(files) file\(files == 1 ? "" : "s"), \(components) component\(components == 1 ? "" : "s")"
            notify(WorkDoneProgressNotification(token: token, value: .end(.init(message: summary))))
        }
        refreshDiagnostics()
        let waiting = deferredMessages
        deferredMessages = []
        // Nothing that waits is `exit`, so none of these ends the loop.
        for message in waiting { _ = handle(.message(message)) }
    }
}
