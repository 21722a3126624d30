import Dispatch
import Foundation

/// Re-reading the disk after the first index, off the main loop, one refresh at a time per workspace, applied in
/// order.
extension LanguageServer {
    /// Asks for `refresh` in `workspace`; it starts at once unless another is running there, then it starts after
    /// that one.
    func refreshDisk(_ refresh: DiskRefresh, in workspace: Workspace) {
        workspace.disk.ask(refresh)
        startDiskRefreshIfIdle(workspace)
    }

    /// Applies what a refresh read; the next analysis and publish see it. A workspace removed meanwhile is gone.
    func finishDiskRefresh(_ result: DiskRefreshResult, workspace serial: Int) {
        guard let target = workspaces.first(where: { $0.serial == serial }) else { return }
        target.disk.finish()
        target.apply(result)
        startDiskRefreshIfIdle(target)
        // A batch ends with the refresh that leaves nothing more to read for it.
        if watchedChanges.isEmpty, !target.disk.isRunning { target.disk.awaitsBatch = false }
    }

    func startDiskRefreshIfIdle(_ target: Workspace) {
        guard target.isLoaded, let refresh = target.disk.start() else { return }
        let roots = target.roots, configuration = target.configuration, serial = target.serial
        let problems = target.configurationProblems, known = target.texts.stamps, walkIsComplete = target.walkIsComplete
        let queue = queue
        let beforeDiskWork = beforeDiskWork
        DispatchQueue.global(qos: .userInitiated).async {
            beforeDiskWork?(.refresh)
            let started = DispatchTime.now().uptimeNanoseconds
            let result = refresh.perform(roots: roots, configuration: configuration, problems: problems, known: known, walkIsComplete: walkIsComplete)
            if Workspace.tracesTiming {
                let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1000
                let what = refresh.rescansRoots ? "every file's stamp (\(known.count))" : "\(refresh.paths.count) path(s)"
                FileHandle.standardError.write(Data("di-lsp: disk refresh of \(what) in \(elapsed) µs, \(result.files.count) changed\n".utf8))
            }
            queue.post(.diskRefreshed(result, workspace: serial))
        }
    }

    /// Compares every file's size and date with what each idle workspace holds, and schedules the next look. A
    /// client may say it watches files and miss some (Neovim without `inotify-tools` watches the root folder
    /// only), or not watch at all: an external edit is then seen within one interval, never missed.
    func rescanDisk() {
        guard lifecycle == .running else { return }
        for workspace in workspaces where !workspace.roots.isEmpty && workspace.isLoaded && !workspace.disk.isRunning && !workspace.isTakingBatch {
            refreshDisk(DiskRefresh(rescansRoots: true), in: workspace)
        }
        scheduleRescan()
    }

    func scheduleRescan() {
        let queue = queue
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + rescanInterval) { queue.post(.rescanTimerFired) }
    }
}
