import DIAnalysis
import DIIndex
import DIProtocol
import DIResolver
import Dispatch

extension LanguageServer {
    /// Reads, scans and analyses each workspace on another thread; `.workspaceLoaded` brings each result back.
    func startLoading(progress token: ProgressToken?) {
        switch loading {
        case .notStarted, .waitingForProgressToken: break
        case .running, .done: return
        }
        loading = .running(progress: token)
        if let token {
            notify(WorkDoneProgressNotification(token: token, value: .begin(.init(title: "Indexing Swift files", message: "reading"))))
        }
        for each in workspaces { load(each) }
    }

    /// The first index of one workspace (also of a folder added later), off the main loop.
    func load(_ target: Workspace) {
        let roots = target.roots, serial = target.serial
        let queue = queue
        let beforeDiskWork = beforeDiskWork
        DispatchQueue.global(qos: .userInitiated).async {
            beforeDiskWork?(.firstIndex)
            queue.post(.workspaceLoaded(WorkspaceLoading.load(roots: roots), workspace: serial))
        }
    }

    /// Takes a workspace's first index; when every workspace has one, ends the progress report, publishes, then
    /// handles the messages that waited. After `shutdown` the index is dropped: nothing is published any more.
    func finishLoading(_ loaded: LoadedFiles, workspace serial: Int) {
        guard let target = workspaces.first(where: { $0.serial == serial }), !target.isLoaded else { return }
        guard lifecycle == .running else {
            loading = .done
            return
        }
        target.adopt(loaded)
        analysisChanged = true
        startDiskRefreshIfIdle(target)  // what waited for the first index (its folders changed meanwhile)
        completeLoadingIfEveryWorkspaceHasItsIndex()
    }

    /// Once every workspace has its first index: the progress report ends, diagnostics go out, and the messages
    /// that waited are handled.
    func completeLoadingIfEveryWorkspaceHasItsIndex() {
        guard case .running(let token) = loading, workspaces.allSatisfy(\.isLoaded) else { return }
        loading = .done
        scheduleRescan()
        if let token {
            let files = workspaces.reduce(0) { $0 + $1.snapshot.fileCount }
            let components = workspaces.reduce(0) { $0 + $1.componentCount }
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
