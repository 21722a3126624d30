import Dispatch

/// Re-reading the disk after the first index, off the main loop, one refresh at a time per workspace, applied in
/// order.
extension LanguageServer {
    /// Asks for `refresh` in `workspace`; it starts at once unless another is running there, then it starts after
    /// that one.
    func refreshDisk(_ refresh: DiskRefresh, in workspace: Workspace) {
        workspace.pendingDiskRefresh.merge(refresh)
        startDiskRefreshIfIdle(workspace)
    }

    /// Applies what a refresh read; the next analysis and publish see it. A workspace removed meanwhile is gone.
    func finishDiskRefresh(_ result: DiskRefreshResult, workspace serial: Int) {
        guard let target = workspaces.first(where: { $0.serial == serial }) else { return }
        target.isRefreshingDisk = false
        target.apply(result)
        startDiskRefreshIfIdle(target)
        // A batch ends with the refresh that leaves nothing more to read for it.
        if watchedChanges.isEmpty, !target.isRefreshingDisk { target.awaitsBatch = false }
    }

    func startDiskRefreshIfIdle(_ target: Workspace) {
        guard !target.isRefreshingDisk, !target.pendingDiskRefresh.isEmpty, target.isLoaded else { return }
        let refresh = target.pendingDiskRefresh
        target.pendingDiskRefresh = DiskRefresh()
        target.isRefreshingDisk = true
        let roots = target.roots, configuration = target.configuration, serial = target.serial
        let problems = target.configurationProblems, known = target.stamps, walkIsComplete = target.walkIsComplete
        let queue = queue
        let beforeDiskWork = beforeDiskWork
        DispatchQueue.global(qos: .userInitiated).async {
            beforeDiskWork?(.refresh)
            queue.post(.diskRefreshed(refresh.perform(
                roots: roots, configuration: configuration, problems: problems, known: known, walkIsComplete: walkIsComplete),
                workspace: serial))
        }
    }
}
