#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file found under the paths given to `--check`, the server or `di-gen`.
public struct DiscoveredFile: Hashable, Sendable {
    /// As the user spelled it: the given path, then the names below it.
    public let path: String
    /// The module that compiles it (`ModuleMap`); nil when no build description says.
    public let module: String?

    public init(path: String, module: String?) {
        self.path = path
        self.module = module
    }
}

/// What discovery found, and what it had to leave out.
public struct Discovery: Sendable {
    /// Sorted by path, each file once (device and inode) however many given paths or links reach it.
    public var files: [DiscoveredFile]
    /// One sentence each: skipped folders and paths, explicit paths that are not Swift files, a walk that
    /// stopped at its limit, a workspace without Swift files. Tools print them (`di-lsp: ...`) or log them.
    public var notes: [String]
    /// Given paths that do not exist or cannot be read: `--check` and `di-gen` stop (exit 2), the server logs them.
    public var failures: [WorkspaceError]
    /// False when the walk stopped at `walkEntryLimit`, so files may be missing.
    public var isComplete: Bool
    /// The module lookup used, for files that appear later (the server).
    public var modules: ModuleMap

    /// How modules were found and how many there are (`Tuist layout, 131 modules`); nil when no file has one.
    public var moduleSummary: String? {
        let count = Set(files.compactMap(\.module)).count
        guard count > 0 else { return nil }
        return (modules.sourceKinds + ["\(count) module\(count == 1 ? "" : "s")"]).joined(separator: ", ")
    }
}

/// How many directory entries (files and folders) a walk reads at most: past it the walk stops and says so.
public let walkEntryLimit = DirectoryWalk.defaultEntryLimit

/// Finds the `.swift` files under `paths` (files or folders) that `selection` includes, with their modules.
/// Folders it excludes are not entered; hidden, vendored and build folders are skipped
/// (`isSkippedFolder`); a path that fails is recorded in `failures` and the others are still read.
public func discoverSwiftFiles(in paths: [String], selection: FileSelection) -> Discovery {
    discoverSwiftFiles(in: paths, selection: selection, entryLimit: walkEntryLimit)
}

/// `discoverSwiftFiles(in:selection:)` with another entry limit (tests).
func discoverSwiftFiles(in paths: [String], selection: FileSelection, entryLimit: Int) -> Discovery {
    let selection = selection.checkingExplicitly(paths)
    var walk = DirectoryWalk()
    walk.entryLimit = entryLimit
    let scope = selection.scope
    if !selection.exclude.isEmpty { walk.skipsFolder = { scope.excludes(folder: $0) } }
    var notes: [String] = []
    var failures: [WorkspaceError] = []
    var readPaths: [String] = []
    // A build system's list names thousands of files in a few hundred folders: each folder is resolved once.
    var canonicalFolders: [Substring: String] = [:]
    for path in paths {
        var status = stat()
        guard FileNameBytes.withCString(path.isEmpty ? "." : path, { stat($0, &status) }) == 0 else {
            failures.append(errno == ENOENT || errno == ENOTDIR ? .notFound(path) : .unreadable(path, String(cString: strerror(errno))))
            continue
        }
        readPaths.append(path)
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            let spelled = path == "." || path.isEmpty ? "" : (path.hasSuffix("/") ? path : path + "/")
            let canonical = CanonicalPath.resolved(path) ?? CanonicalPath.normalized(CanonicalPath.absolute(path))
            do {
                try walk.walk(root: DirectoryWalk.Folder(spelled: spelled, canonical: canonical, throughLink: false))
            } catch {
                failures.append(error)
                readPaths.removeLast()
            }
        case S_IFREG where path.hasSuffix(".swift"):
            let spelledFolder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? "."
            let folder = canonicalFolders[spelledFolder] ?? CanonicalPath.location(of: CanonicalPath.parent(of: path) ?? ".")
            canonicalFolders[spelledFolder] = folder
            walk.add(file: path, canonicalFolder: folder, identity: FileIdentity(device: status.st_dev, inode: status.st_ino))
        case S_IFREG:
            notes.append("skipped \(path): not a .swift file")
        default:
            notes.append("skipped \(path): not a regular file or folder")
        }
    }
    walk.finish()
    notes += walk.notes
    if walk.unnotedSkips > 0 { notes.append("skipped \(walk.unnotedSkips) more unreadable or over-long paths") }
    if walk.reachedLimit {
        notes.append("stopped reading after \(entryLimit) files and folders (the walk's limit); files beyond them are not analysed: give a narrower path or exclude folders in \(configurationFileName)")
    }

    var modules = ModuleMap(selection: selection)
    for (folder, markers) in walk.walkedFolders { modules.noteWalked(folder, markers: markers) }
    var files: [DiscoveredFile] = []
    files.reserveCapacity(walk.files.count)
    var filter = PathScope.FileFilter(scope)
    for file in uniqueFiles(walk.files) where filter.contains(path: file.path) {
        files.append(DiscoveredFile(path: file.path, module: modules.module(ofFile: file.name, inFolder: walk.folders[file.folder])))
    }
    files.sort { $0.path < $1.path }
    notes += modules.notes
    if files.isEmpty, !readPaths.isEmpty {
        notes.append("no Swift files in \(readPaths.joined(separator: ", "))")
    }
    return Discovery(files: files, notes: notes, failures: failures, isComplete: !walk.reachedLimit, modules: modules)
}

/// Each file once: when several paths reach the same file (device and inode), the one not through a link wins,
/// then the first in path order, so the choice does not depend on the order folders were listed in.
private func uniqueFiles(_ found: [DirectoryWalk.File]) -> [DirectoryWalk.File] {
    var chosen: [FileIdentity: Int] = [:]
    chosen.reserveCapacity(found.count)
    var kept: [DirectoryWalk.File] = []
    kept.reserveCapacity(found.count)
    for file in found {
        guard let existing = chosen[file.identity] else {
            chosen[file.identity] = kept.count
            kept.append(file)
            continue
        }
        let current = kept[existing]
        if (file.throughLink ? 1 : 0, file.path) < (current.throughLink ? 1 : 0, current.path) { kept[existing] = file }
    }
    return kept
}

public enum WorkspaceError: Error, CustomStringConvertible, Sendable, Equatable {
    case notFound(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .notFound(let path): "no such file or directory: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
