import Foundation

/// The name of the optional configuration file at a workspace's root.
public let configurationFileName = ".di-lsp.json"

/// The folder whose `.di-lsp.json` applies to a command's paths: the nearest folder holding one at or above
/// where the first path is (the path itself when it is a folder, else its folder; the current directory when no
/// path is given), searched no higher than the repository root (the nearest folder holding `.git`). So
/// `cd Sources && di-lsp --check App` reads the same file as `di-lsp --check` at the root. Without one: the
/// first path when it is a directory, else its folder, so a file elsewhere never takes the configuration of
/// the folder the command runs in.
public func workspaceRoot(forPaths paths: [String]) -> String {
    let first = paths.first
    let firstIsFolder = first.map(isDirectory) ?? false
    let start = first.map { firstIsFolder ? $0 : (CanonicalPath.parent(of: $0) ?? ".") } ?? "."
    if let found = nearestConfigurationFolder(from: start) { return found }
    return firstIsFolder ? first ?? "." : start
}

/// The folder holding `.di-lsp.json` nearest above the file at `path` (not above the repository root), or nil.
public func configurationRoot(aboveFile path: String) -> String? {
    nearestConfigurationFolder(from: CanonicalPath.parent(of: path) ?? ".")
}

/// The folder holding `.di-lsp.json` nearest at or above `start`, spelled from `start` as the user spelled it
/// (`App` -> `.`, `/work/Shop/App` -> `/work/Shop`), or canonical when links make that spelling wrong.
private func nearestConfigurationFolder(from start: String) -> String? {
    guard let canonicalStart = CanonicalPath.resolved(start) else { return nil }
    var folder = canonicalStart
    var spelled = start
    while true {
        if FileManager.default.fileExists(atPath: CanonicalPath.joined(folder, configurationFileName)) {
            return folder == canonicalStart || CanonicalPath.resolved(spelled) == folder ? spelled : folder
        }
        if FileManager.default.fileExists(atPath: CanonicalPath.joined(folder, ".git")) { return nil }
        guard let parent = CanonicalPath.parent(of: folder) else { return nil }
        folder = parent
        spelled = spelledParent(of: spelled)
    }
}

/// The folder above `path`, keeping it relative when it is: `Sources/App` -> `Sources`, `App` -> `.`,
/// `.` -> `..`, `../x` -> `..`, `..` -> `../..`.
private func spelledParent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    if trimmed.isEmpty || trimmed == "." { return ".." }
    if trimmed == ".." || trimmed.hasSuffix("/..") { return trimmed + "/.." }
    return CanonicalPath.parent(of: String(trimmed)) ?? "."
}
