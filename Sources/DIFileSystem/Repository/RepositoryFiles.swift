import Foundation

/// Why a repository could not be walked or written.
public struct RepositoryFileProblem: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// One file's new content, and its old one (nil for a new file), relative to the repository root.
public struct RepositoryFileEdit: Sendable {
    public let path: String
    public let old: [UInt8]?
    public let new: [UInt8]

    public init(path: String, old: [UInt8]?, new: [UInt8]) {
        self.path = path
        self.old = old
        self.new = new
    }
}

/// Folders a repository-wide edit (`di-gen migrate`) never reads or writes: discovery's vendored and build output
/// folders, version control, and other tools' own. Not every hidden folder, as discovery skips: `.github` holds CI
/// workflows, and `.xcodeproj` bundles hold the build phases.
private func isSkippedRepositoryFolder(_ name: String) -> Bool {
    skippedFolderNames.contains(name) || versionControlFolderNames.contains(name)
        || [".build", ".swiftpm", "node_modules", ".bundle", "vendor", "xcuserdata"].contains(name)
}

/// The most files and folders walked: past it the plan could miss a script, so the migration stops.
private let walkLimit = 1_000_000

/// Every file under `root` (relative paths), without the folders above, symbolic links (never followed, so no
/// loop) and Tuist's dependency checkouts.
public func repositoryFiles(_ root: String) -> Result<[String], RepositoryFileProblem> {
    guard let walker = FileManager.default.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [])
    else { return .failure(RepositoryFileProblem(message: "cannot read \(root)")) }
    let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    var files: [String] = []
    var seen = 0
    for case let url as URL in walker {
        seen += 1
        guard seen <= walkLimit else {
            return .failure(RepositoryFileProblem(message: "more than \(walkLimit) files and folders under \(root); migrate a smaller folder"))
        }
        let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { continue }
        let relative = String(path.dropFirst(prefix.count))
        if values?.isSymbolicLink == true {
            if values?.isDirectory == true { walker.skipDescendants() }
            continue
        }
        if values?.isDirectory == true {
            if isSkippedRepositoryFolder(url.lastPathComponent) || relative == "Tuist/Dependencies" || relative.hasSuffix("/Tuist/Dependencies") {
                walker.skipDescendants()
            }
            continue
        }
        files.append(relative)
    }
    return .success(files)
}

/// Writes every edit or none: each new content goes to a temporary file beside its target first, then all are
/// renamed into place; when a rename fails, the files already replaced get their old content back.
public func writeAllOrNone(_ edits: [RepositoryFileEdit], root: String) throws {
    let manager = FileManager.default
    for edit in edits {
        let components = edit.path.split(separator: "/")
        guard !edit.path.hasPrefix("/"), !components.contains(".."), components.first != ".git" else {
            throw RepositoryFileProblem(message: "refusing to write \(edit.path): outside the repository or inside .git")
        }
        let target = root + "/" + edit.path
        if let attributes = try? manager.attributesOfItem(atPath: target), attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            throw RepositoryFileProblem(message: "refusing to write \(edit.path): it is a symbolic link")
        }
    }
    var staged: [(temporary: String, target: String, edit: RepositoryFileEdit)] = []
    defer { for entry in staged { try? manager.removeItem(atPath: entry.temporary) } }
    for edit in edits {
        let target = root + "/" + edit.path
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = folder + "/.di-gen-migrate-\(ProcessInfo.processInfo.processIdentifier)-" + (target as NSString).lastPathComponent
        guard manager.createFile(atPath: temporary, contents: Data(edit.new)) else {
            throw RepositoryFileProblem(message: "cannot write beside \(edit.path)")
        }
        if let permissions = (try? manager.attributesOfItem(atPath: target))?[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)  // scripts stay executable
        }
        staged.append((temporary, target, edit))
    }
    var replaced: [RepositoryFileEdit] = []
    for entry in staged {
        if rename(entry.temporary, entry.target) != 0 {
            let reason = String(cString: strerror(errno))
            for edit in replaced {
                let target = root + "/" + edit.path
                if let old = edit.old { _ = manager.createFile(atPath: target, contents: Data(old)) } else { try? manager.removeItem(atPath: target) }
            }
            throw RepositoryFileProblem(message: "cannot replace \(entry.edit.path) (\(reason)); the \(replaced.count) file(s) already replaced were restored")
        }
        replaced.append(entry.edit)
    }
}

/// The folder holding `.git` at or above `path` (canonical), as `OutputGuard` finds the repository.
public func repositoryRoot(above path: String) -> String? {
    nearestFolder(from: CanonicalPath.location(of: path), holding: isRepositoryMarker)
}

/// This program's own path, to run another of its commands as the user would.
public func runningExecutablePath() -> String {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
}
