#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a tool may write, decided before anything is written: the one gate every path the tools write passes
/// (`generate`'s files, parts, depfile and file lists, `mocks`, every file `migrate` edits or creates), whether
/// it comes from `.di-lsp.json`, the command line or a repository's own files. `write` and `removeGenerated` are
/// the only public ways to write or remove a file; `writeAllOrNone` checks each edit here too.
///
/// A path may be written when, with `..` and symbolic links resolved (the file's and every folder's on the way),
/// it lies inside `boundary` (the repository the workspace is in), in no version-control folder, in no nested
/// repository (a vendored checkout or submodule: a folder below the boundary holding `.git`), in no other
/// tool's folder (`isSkippedFolder`: `.build`, `Pods`, `DerivedData`...), and nothing is there yet or what is
/// there is a generated file (`isGenerated`, given the file's first bytes). `force` lifts the boundary, tool
/// folder and generated-file rules; never the version-control and nested-repository ones: writing into `.git`
/// can run code (hooks), and another repository is not the user's to change.
public struct OutputGuard: Sendable {
    /// The canonical folder outputs must stay in.
    public let boundary: String
    public let force: Bool

    /// The guard for a workspace rooted at `root`: its boundary is the repository holding the root (the
    /// nearest folder at or above it holding `.git`), else the project holding it (the nearest holding a build
    /// description: `Package.swift`, an Xcode project or workspace, Tuist's, XcodeGen's or Bazel's files), else
    /// the root itself. So `di-gen mocks --output Tests/AppTests/Mocks.swift Sources/App` works in a package.
    public init(root: String, force: Bool) {
        let canonicalRoot = CanonicalPath.location(of: root)
        self.boundary = nearestFolder(from: canonicalRoot, holding: isRepositoryMarker)
            ?? nearestFolder(from: canonicalRoot, holding: isProjectMarker) ?? canonicalRoot
        self.force = force
    }

    /// Checks `path`; returns normally when it may be written.
    /// - Parameter isGenerated: given up to `ReadLimits.outputHeader` bytes of an existing file, whether a tool
    ///   wrote it (and so may replace it).
    /// - Throws: `OutputFileError` saying which rule refused the path and how to proceed.
    public func check(_ path: String, isGenerated: ([UInt8]) -> Bool) throws(OutputFileError) {
        let target = try resolvedOutputPath(path)
        guard let relative = try checkPlace(of: path, canonical: CanonicalPath.location(of: target)) else { return }
        if !force, let folder = relative.split(separator: "/").dropLast().first(where: { isSkippedFolder(String($0)) }) {
            throw .inToolFolder(path: path, folder: String(folder))
        }
        guard !force else { return }
        switch readHead(of: target) {
        case .absent: return
        case .head(let head): if !isGenerated(head) { throw .notGenerated(path: path) }
        case .notAFile: throw .notGenerated(path: path)
        }
    }

    /// Writes `bytes` to `path` when `check` allows it and the content differs (`writeIfChanged`).
    /// - Returns: true when the file was written.
    /// - Throws: `OutputFileError`.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String, isGenerated: ([UInt8]) -> Bool) throws -> Bool {
        try check(path, isGenerated: isGenerated)
        return try writeIfChanged(bytes, toPath: path)
    }

    /// Removes the generated file at `path` (`removeGeneratedFile`) when `check` allows writing there.
    /// - Returns: true when a file was removed.
    public func removeGenerated(atPath path: String, isGenerated: ([UInt8]) -> Bool) -> Bool {
        guard (try? check(path, isGenerated: isGenerated)) != nil else { return false }
        return removeGeneratedFile(atPath: path, isGenerated: isGenerated)
    }

    /// The rules about where `canonical` (the canonical location `path` leads to) lies that hold for every
    /// write: never in a version-control folder or a nested repository, and (without `force`) inside the
    /// boundary. Returns the path relative to the boundary, or nil when it is outside (only with `force`).
    func checkPlace(of path: String, canonical: String) throws(OutputFileError) -> String? {
        if let folder = versionControlFolder(in: canonical) { throw .inVersionControlFolder(path: path, folder: folder) }
        guard let relative = CanonicalPath.relative(canonical, to: boundary) else {
            if force { return nil }
            throw .outsideBoundary(path: path, boundary: boundary)
        }
        if let repository = nestedRepository(on: relative) { throw .inNestedRepository(path: path, repository: repository) }
        return relative
    }

    /// The first folder between the boundary and the file `relative` names that holds `.git` (a submodule or a
    /// vendored checkout), as an absolute path; one `lstat` per folder that exists.
    private func nestedRepository(on relative: String) -> String? {
        var folder = boundary
        for name in relative.split(separator: "/").dropLast() {
            folder = CanonicalPath.joined(folder, String(name))
            var status = stat()
            guard FileNameBytes.withCString(folder, { lstat($0, &status) }) == 0 else { return nil }
            if FileNameBytes.withCString(folder + "/.git", { lstat($0, &status) }) == 0 { return folder }
        }
        return nil
    }
}

/// Why a path named in `.di-lsp.json` (`generatedFile`) can never be an output, or nil when it can: checked
/// by text when the configuration is read, so a hostile file is reported before anything runs. Links are
/// judged by `OutputGuard` when writing.
public func outputPathProblem(_ relativePath: String) -> String? {
    if relativePath.hasPrefix("/") { return "must be relative to the folder of \(configurationFileName)" }
    guard relativePath.hasSuffix(".swift") else { return "must name a .swift file" }
    var depth = 0
    let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
    for (index, part) in parts.enumerated() {
        switch part {
        case ".": continue
        case "..":
            depth -= 1
            if depth < 0 { return "must stay inside the folder of \(configurationFileName)" }
        default:
            depth += 1
            if versionControlFolderNames.contains(String(part)) { return "must not be inside \(part)" }
            if index < parts.count - 1, isSkippedFolder(String(part)) { return "must not be inside \(part), another tool's folder" }
        }
    }
    return nil
}

/// Folders of version-control systems: nothing writes into them.
let versionControlFolderNames: Set<String> = [".git", ".hg", ".svn", ".jj", ".bzr"]

private func versionControlFolder(in canonicalPath: String) -> String? {
    canonicalPath.split(separator: "/").dropLast().first { versionControlFolderNames.contains(String($0)) }.map(String.init)
}

/// `.git`: a folder, or a file in a worktree.
func isRepositoryMarker(_ name: String) -> Bool { name == ".git" }

private func isProjectMarker(_ name: String) -> Bool {
    projectMarkerNames.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
}

private let projectMarkerNames: Set<String> = [
    "Package.swift", "Project.swift", "Workspace.swift", "project.yml", "WORKSPACE", "WORKSPACE.bazel", "MODULE.bazel",
]

/// The nearest folder at or above canonical `folder` holding an entry whose name `isMarker` accepts.
func nearestFolder(from folder: String, holding isMarker: (String) -> Bool) -> String? {
    var current = folder
    while true {
        if let handle = FileNameBytes.withCString(current, { opendir($0) }) {
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                if isMarker(entryName(entry)) { return current }
            }
        }
        guard let parent = CanonicalPath.parent(of: current) else { return nil }
        current = parent
    }
}

private enum ExistingOutput {
    case absent
    case head([UInt8])
    case notAFile
}

/// The first `ReadLimits.outputHeader` bytes of the file at `path`, or whether there is none.
private func readHead(of path: String) -> ExistingOutput {
    var status = stat()
    guard FileNameBytes.withCString(path, { stat($0, &status) }) == 0 else { return errno == ENOENT ? .absent : .notAFile }
    let descriptor = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { return .notAFile }
    defer { close(descriptor) }
    var head = [UInt8](repeating: 0, count: ReadLimits.outputHeader)
    var count = 0
    while count < head.count {
        let received = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
        if received < 0, errno == EINTR { continue }
        guard received > 0 else { break }
        count += received
    }
    return .head(Array(head[..<count]))
}
