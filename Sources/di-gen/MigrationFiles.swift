import DIMigration
import Foundation

struct MigrationFileProblem: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Folders a migration never reads or writes: version control, build output, dependency checkouts.
private let skippedFolders: Set<String> = [
    ".git", ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules", ".bundle", "vendor", "xcuserdata",
]

/// The most files and folders walked: past it the plan could miss a script, so the migration stops.
private let walkLimit = 1_000_000

/// Every file under `root` (relative paths), without the folders above, symbolic links (never followed, so no
/// loop) and Tuist's dependency checkouts.
func repositoryFiles(_ root: String) -> Result<[String], MigrationFileProblem> {
    guard let walker = FileManager.default.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [])
    else { return .failure(MigrationFileProblem(message: "cannot read \(root)")) }
    let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    var files: [String] = []
    var seen = 0
    for case let url as URL in walker {
        seen += 1
        guard seen <= walkLimit else {
            return .failure(MigrationFileProblem(message: "more than \(walkLimit) files and folders under \(root); migrate a smaller folder"))
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
            if skippedFolders.contains(url.lastPathComponent) || relative == "Tuist/Dependencies" || relative.hasSuffix("/Tuist/Dependencies") {
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
func writeAllOrNone(_ edits: [MigrationPlan.FileEdit], root: String) throws {
    let manager = FileManager.default
    for edit in edits {
        let components = edit.path.split(separator: "/")
        guard !edit.path.hasPrefix("/"), !components.contains(".."), components.first != ".git" else {
            throw MigrationFileProblem(message: "refusing to write \(edit.path): outside the repository or inside .git")
        }
        let target = root + "/" + edit.path
        if let attributes = try? manager.attributesOfItem(atPath: target), attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            throw MigrationFileProblem(message: "refusing to write \(edit.path): it is a symbolic link")
        }
    }
    var staged: [(temporary: String, target: String, edit: MigrationPlan.FileEdit)] = []
    defer { for entry in staged { try? manager.removeItem(atPath: entry.temporary) } }
    for edit in edits {
        let target = root + "/" + edit.path
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = folder + "/.di-gen-migrate-\(ProcessInfo.processInfo.processIdentifier)-" + (target as NSString).lastPathComponent
        guard manager.createFile(atPath: temporary, contents: Data(edit.new)) else {
            throw MigrationFileProblem(message: "cannot write beside \(edit.path)")
        }
        if let permissions = (try? manager.attributesOfItem(atPath: target))?[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)  // scripts stay executable
        }
        staged.append((temporary, target, edit))
    }
    var replaced: [MigrationPlan.FileEdit] = []
    for entry in staged {
        if rename(entry.temporary, entry.target) != 0 {
            let reason = String(cString: strerror(errno))
            for edit in replaced {
                let target = root + "/" + edit.path
                if let old = edit.old { _ = manager.createFile(atPath: target, contents: Data(old)) } else { try? manager.removeItem(atPath: target) }
            }
            throw MigrationFileProblem(message: "cannot replace \(entry.edit.path) (\(reason)); the \(replaced.count) file(s) already replaced were restored")
        }
        replaced.append(entry.edit)
    }
}
