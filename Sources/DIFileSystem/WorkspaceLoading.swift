import DIIndex

/// The files under some paths, read and scanned into a snapshot.
public struct LoadedWorkspace: Sendable {
    public let snapshot: Snapshot
    /// Files that were found but could not be read; reported, never fatal.
    public let unreadable: [String]
    /// What discovery skipped or noticed (`Discovery.notes`), to print as `di-lsp: <note>`.
    public let notes: [String]
    /// False when the walk stopped at its limit: the analysis does not cover every file, so `--check` and
    /// `di-gen generate` must not report success.
    public let isComplete: Bool
}

/// Discovers, reads and scans every Swift file under `paths` (scanning runs in parallel), with the defaults
/// (no `.di-lsp.json` is read).
/// - Throws: `WorkspaceError` when a path does not exist or cannot be read.
public func loadWorkspace(_ paths: [String]) throws(WorkspaceError) -> LoadedWorkspace {
    try loadWorkspace(paths, configuration: WorkspaceConfiguration(root: workspaceRoot(forPaths: paths)))
}

/// Discovers, reads and scans the Swift files under `paths` that `configuration` includes.
/// - Throws: `WorkspaceError` when a path does not exist or cannot be read (the first such path).
public func loadWorkspace(_ paths: [String], configuration: WorkspaceConfiguration) throws(WorkspaceError) -> LoadedWorkspace {
    let discovery = discoverSwiftFiles(in: paths, configuration: configuration)
    if let failure = discovery.failures.first { throw failure }
    var changes: [FileChange] = []
    var unreadable: [String] = []
    changes.reserveCapacity(discovery.files.count)
    // Reading is mostly system calls, one file at a time: on all cores, 100,000 files take half as long.
    for (file, bytes) in zip(discovery.files, parallelMap(discovery.files, minimumCount: 256) { readBytes(atPath: $0.path) }) {
        guard let bytes else {
            unreadable.append(file.path)
            continue
        }
        changes.append(.set(file.path, module: file.module, bytes: bytes))
    }
    return LoadedWorkspace(
        snapshot: Snapshot(loading: changes), unreadable: unreadable, notes: discovery.notes, isComplete: discovery.isComplete)
}
