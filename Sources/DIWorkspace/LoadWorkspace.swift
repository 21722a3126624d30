import DIFileSystem
import DIIndex
import DIScanner

/// The files under some paths, read and scanned into a snapshot.
public struct LoadedWorkspace: Sendable {
    public let snapshot: Snapshot
    /// Files that were found but could not be read; reported, never fatal.
    public let unreadable: [String]
    /// What discovery skipped or noticed (`Discovery.notes`), to print as `di-lsp: <note>`.
    public let notes: [String]
    /// False when the walk stopped at its limit or a Swift file was over `ReadLimits.swiftFile`: the analysis
    /// does not cover every file, so `--check` and `di-gen generate` must not report success.
    public let isComplete: Bool
    /// How modules were found (`Discovery.moduleSummary`), for the summary line.
    public let moduleSummary: String?
    /// The `Package.swift`, `project.pbxproj`, `Project.swift` and `tuist graph` files modules were read from:
    /// inputs of generated code too (they decide its imports).
    public var buildDescriptionFiles: [String] { modules.buildDescriptionFiles }
    /// The module lookup discovery used, for files asked about later (a generated file about to be written).
    public let modules: ModuleMap

    /// The Swift files read, generated ones left out: what summaries count.
    public var sourceFileCount: Int { snapshot.countFiles { !$0.summary.isGenerated } }
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
    let discovery = discoverSwiftFiles(in: paths, selection: configuration.files)
    if let failure = discovery.failures.first { throw failure }
    var changes: [FileChange] = []
    var unreadable: [String] = []
    var notes = discovery.notes
    var skippedLargeFiles = false
    changes.reserveCapacity(discovery.files.count)
    // Reading is mostly system calls, one file at a time: on all cores, 100,000 files take half as long.
    let contents = parallelMap(discovery.files, minimumCount: 256) { readFile(atPath: $0.path, limit: ReadLimits.swiftFile) }
    for (file, content) in zip(discovery.files, contents) {
        switch content {
        case .bytes(let bytes):
            changes.append(.set(file.path, module: file.module, bytes: bytes))
        case .tooLarge(let size):
            notes.append(tooLargeSwiftFileNote(path: file.path, size: size))
            skippedLargeFiles = true
        case .unreadable:
            unreadable.append(file.path)
        }
    }
    return LoadedWorkspace(
        snapshot: Snapshot(loading: changes), unreadable: unreadable, notes: notes,
        isComplete: discovery.isComplete && !skippedLargeFiles, moduleSummary: discovery.moduleSummary, modules: discovery.modules)
}

/// Why a Swift file over `ReadLimits.swiftFile` was not read, and what to do about it.
public func tooLargeSwiftFileNote(path: String, size: Int) -> String {
    "skipped \(path): \(size) bytes is over the \(byteCountText(ReadLimits.swiftFile)) limit for a Swift file, so the analysis is incomplete; exclude it in \(configurationFileName) if it holds no components"
}
