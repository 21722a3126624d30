import DIAnalysis
import DIFileSystem
import DIIndex
import DIWorkspace
import Foundation

/// The result of the first index: every Swift file under the roots, read, scanned and analysed.
public struct LoadedFiles: Sendable {
    let snapshot: Snapshot
    /// Each generation unit's analysis (one, of everything, without `units`).
    let units: [UnitAnalysis]
    /// What each file held on disk, by path: needed to convert offsets in files the client never opens.
    let diskBytes: [String: [UInt8]]
    /// Size and modification date of each file read, to notice later changes without reading everything again.
    let stamps: [String: FileStamp]
    /// Files skipped (unreadable, too large), folders skipped, roots that cannot be read and a walk stopped at its
    /// limit, for `window/logMessage`.
    let notes: [String]
    /// The roots' `.di-lsp.json` (`workspaceRoot(forPaths:)`; defaults when absent or broken) and what is wrong with it.
    let configuration: WorkspaceConfiguration
    let configurationProblems: [ConfigurationProblem]
    /// Each file's module and the lookup that found them (for files created later).
    let modules: WorkspaceModules
}

/// Reading the workspace from disk, off the main loop.
enum WorkspaceLoading {
    /// Larger files are skipped and logged (`ReadLimits.swiftFile`).
    static let maximumFileSize = ReadLimits.swiftFile

    /// Discovers, reads, scans and analyses every Swift file under `roots`.
    static func load(roots: [String]) -> LoadedFiles {
        let started = DispatchTime.now().uptimeNanoseconds
        let (configuration, configurationProblems) = loadWorkspaceConfiguration(
            root: roots.isEmpty ? currentDirectoryPath() : Workspace.standardized(workspaceRoot(forPaths: roots)))
        let discovery = discoverSwiftFiles(in: roots, selection: configuration.files)
        var notes = discovery.failures.map { "di-lsp: workspace folder skipped: \($0)" } + discovery.notes.map { "di-lsp: \($0)" }
        var diskBytes: [String: [UInt8]] = [:]
        var stamps: [String: FileStamp] = [:]
        var changes: [FileChange] = []
        let files = discovery.files
        for (file, result) in zip(files, readInParallel(files.map(\.path))) {
            switch result {
            case .success(let (bytes, stamp)):
                diskBytes[file.path] = bytes
                stamps[file.path] = stamp
                changes.append(.set(file.path, module: file.module, bytes: bytes))
            case .failure(let note):
                notes.append(note.message)
            }
        }
        let read = DispatchTime.now().uptimeNanoseconds
        let snapshot = Snapshot(loading: changes)
        let scanned = DispatchTime.now().uptimeNanoseconds
        let units = analyzeUnits(snapshot, configuration: configuration, updatable: true)
        if Workspace.tracesTiming {
            let analysed = DispatchTime.now().uptimeNanoseconds
            FileHandle.standardError.write(Data(
                "di-lsp: first index: read \(changes.count) files in \((read - started) / 1_000_000) ms, scanned in \((scanned - read) / 1_000_000) ms, analysed in \((analysed - scanned) / 1_000_000) ms\n".utf8))
        }
        return LoadedFiles(
            snapshot: snapshot, units: units, diskBytes: diskBytes, stamps: stamps, notes: notes,
            configuration: configuration, configurationProblems: configurationProblems, modules: WorkspaceModules(discovery))
    }

    /// Reads files on every core; disks and page caches serve parallel reads faster than one at a time.
    static func readInParallel(_ paths: [String]) -> [Result<([UInt8], FileStamp), SkippedFile>] {
        // Each result is initialised in place by one worker (`parallelMap`). Storing into a shared array through
        // `withUnsafeMutableBufferPointer` from several threads raced: that call moves the array out while it runs,
        // so concurrent stores lost results and corrupted the heap (a crash in malloc, seen at 1,100 files).
        parallelMap(paths, minimumCount: 2) { read($0) }
    }

    struct SkippedFile: Error {
        let message: String
    }

    /// A file's bytes and stamp, or why it is skipped.
    static func read(_ path: String) -> Result<([UInt8], FileStamp), SkippedFile> {
        let unreadable = SkippedFile(message: "di-lsp: skipped unreadable file \(path)")
        guard let stamp = FileStamp(path: path) else { return .failure(unreadable) }
        switch readFile(atPath: path, limit: maximumFileSize) {
        case .bytes(let bytes): return .success((bytes, stamp))
        case .tooLarge(let size): return .failure(SkippedFile(message: "di-lsp: " + tooLargeSwiftFileNote(path: path, size: size)))
        case .unreadable: return .failure(unreadable)
        }
    }
}
