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

/// The files of a repository (relative paths), and the nested repositories left out.
public struct RepositoryListing: Sendable {
    public var files: [String] = []
    /// Folders below the root holding `.git` (submodules, vendored checkouts): another repository, never read or
    /// written as part of this one.
    public var nestedRepositories: [String] = []
    /// Files that are symbolic links: not followed (they could lead out of the repository), listed so a linked
    /// build script is not passed over in silence.
    public var linkedFiles: [String] = []
}

/// Every file under `root` (relative paths), without the folders above, symbolic links (never followed, so no
/// loop), Tuist's dependency checkouts and nested repositories.
public func repositoryFiles(_ root: String) -> Result<RepositoryListing, RepositoryFileProblem> {
    guard let walker = FileManager.default.enumerator(
        at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [])
    else { return .failure(RepositoryFileProblem(message: "cannot read \(root)")) }
    let prefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
    var listing = RepositoryListing()
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
            if values?.isDirectory == true { walker.skipDescendants() } else { listing.linkedFiles.append(relative) }
            continue
        }
        if values?.isDirectory == true {
            if isSkippedRepositoryFolder(url.lastPathComponent) || relative == "Tuist/Dependencies" || relative.hasSuffix("/Tuist/Dependencies") {
                walker.skipDescendants()
            } else if fileExists(atPath: path + "/.git") {
                listing.nestedRepositories.append(relative)
                walker.skipDescendants()
            }
            continue
        }
        listing.files.append(relative)
    }
    return .success(listing)
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
