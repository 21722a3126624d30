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
        DispatchQueue.global(qos: .userInitiated).async {
            queue.post(.workspaceLoaded(WorkspaceLoading.load(roots: roots)))
        }
    }

    /// Takes the first index, ends the progress report, publishes, then handles the messages that waited.
    /// - Returns: an exit status when a waiting message was `exit`.
    func finishLoading(_ loaded: LoadedFiles) -> Int32? {
        guard case .running(let token) = loading else { return nil }
        loading = .done
        workspace.adopt(loaded)
        analysisChanged = true
        if let token {
            let files = loaded.snapshot.fileCount, components = loaded.analysis.graph.components.count
            let summary = "\(files) file\(files == 1 ? "" : "s"), \(components) component\(components == 1 ? "" : "s")"
            notify(WorkDoneProgressNotification(token: token, value: .end(.init(message: summary))))
        }
        refreshDiagnostics()
        let waiting = deferredMessages
        deferredMessages = []
        for message in waiting {
            if let status = handle(.message(message)) { return status }
        }
        return nil
    }
}
