import DIFileSystem
import DIWorkspace

/// Disk work the main loop hands to a background thread, so that a slow or endless file system never stops it from
/// answering: files to read again, a walk of the roots for changes nobody announced, `.di-lsp.json`.
///
/// While one refresh runs, later ones merge into one, so an endless walk leaves at most one more waiting.
struct DiskRefresh: Sendable, Equatable {
    /// Paths to read again whatever their stamps say (a save or a watcher event names them).
    var paths: Set<String> = []
    /// Walk the roots and read every file whose size or date changed (for clients that do not watch files).
    var rescansRoots = false
    /// Read `.di-lsp.json` again; when it changed, every file is checked against its include and exclude lists.
    var reloadsConfiguration = false
    /// A `Package.swift`, `project.pbxproj` or Tuist `Project.swift` changed: walk the roots and find every file's module again.
    var rediscoversModules = false

    var isEmpty: Bool { paths.isEmpty && !rescansRoots && !reloadsConfiguration && !rediscoversModules }

    mutating func merge(_ other: DiskRefresh) {
        paths.formUnion(other.paths)
        rescansRoots = rescansRoots || other.rescansRoots
        reloadsConfiguration = reloadsConfiguration || other.reloadsConfiguration
        rediscoversModules = rediscoversModules || other.rediscoversModules
    }
}

/// What a refresh found, for `Workspace.apply(_:)` on the main loop.
public struct DiskRefreshResult: Sendable {
    /// A file's bytes as read, with the stamp taken just before.
    struct File: Sendable, Equatable {
        let bytes: [UInt8]
        let stamp: FileStamp
    }

    /// The configuration read again, when it differs from the one the refresh started with.
    var configuration: (configuration: WorkspaceConfiguration, problems: [ConfigurationProblem])?
    /// The walk of the roots, when the refresh walked them: its modules replace the workspace's.
    var discovery: Discovery?
    /// By path: the file read, or nil for one that is gone, unreadable, too large or no longer in the workspace.
    /// Paths whose stamps did not change are absent.
    var files: [String: File?] = [:]
}

extension DiskRefresh {
    /// Does the disk work; runs off the main loop. `known` are the stamps of the files the workspace holds;
    /// `walkIsComplete` whether the first walk read the whole tree (if not, only a changed build description
    /// or configuration walks it again).
    func perform(
        roots: [String], configuration current: WorkspaceConfiguration, problems: [ConfigurationProblem],
        known: [String: FileStamp], walkIsComplete: Bool = true
    ) -> DiskRefreshResult {
        var result = DiskRefreshResult()
        var configuration = current
        var walks = (rescansRoots && walkIsComplete) || rediscoversModules
        if reloadsConfiguration {
            let (reloaded, reloadedProblems) = loadWorkspaceConfiguration(root: current.root)
            if reloaded != current || reloadedProblems != problems {
                result.configuration = (reloaded, reloadedProblems)
                configuration = reloaded
                walks = true
            }
        }
        var candidates = paths
        if rescansRoots { candidates.formUnion(known.keys) }
        if walks {
            candidates.formUnion(known.keys)
            let discovery = discoverSwiftFiles(in: roots, selection: configuration.files)
            result.discovery = discovery
            candidates.formUnion(discovery.files.map(\.path))
        }
        let scope = configuration.files.scope
        for path in candidates {
            guard Workspace.isWorkspaceFile(path, roots: roots, scope: scope) else {
                if known[path] != nil { result.files[path] = .some(nil) }
                continue
            }
            if !paths.contains(path), let stamp = known[path], FileStamp(path: path) == stamp { continue }
            switch WorkspaceLoading.read(path) {
            case .success(let (bytes, stamp)): result.files[path] = DiskRefreshResult.File(bytes: bytes, stamp: stamp)
            case .failure: result.files[path] = .some(nil)
            }
        }
        return result
    }
}
