import Dispatch

/// Re-reading the disk after the first index, off the main loop, one refresh at a time, applied in order.
extension LanguageServer {
    /// Asks for `refresh`; it starts at once unless another is running, then it starts after that one.
    func refreshDisk(_ refresh: DiskRefresh) {
        pendingDiskRefresh.merge(refresh)
        startDiskRefreshIfIdle()
    }

    /// Applies what a refresh read; the next analysis and publish see it.
    func finishDiskRefresh(_ result: DiskRefreshResult) {
        isRefreshingDisk = false
        workspace.apply(result)
        startDiskRefreshIfIdle()
    }

    private func startDiskRefreshIfIdle() {
        guard !isRefreshingDisk, !pendingDiskRefresh.isEmpty, workspace.isLoaded else { return }
        let refresh = pendingDiskRefresh
        pendingDiskRefresh = DiskRefresh()
        isRefreshingDisk = true
        let roots = workspace.roots, configuration = workspace.configuration
        let problems = workspace.configurationProblems, known = workspace.stamps, walkIsComplete = workspace.walkIsComplete
        let queue = queue
        let beforeDiskWork = beforeDiskWork
        DispatchQueue.global(qos: .userInitiated).async {
            beforeDiskWork?(.refresh)
            queue.post(.diskRefreshed(refresh.perform(
                roots: roots, configuration: configuration, problems: problems, known: known, walkIsComplete: walkIsComplete)))
        }
    }
}
