import Foundation

/// The folder whose `.di-lsp.json` applies to a command's paths: the nearest folder holding one at or above
/// where the first path is (the path itself when it is a folder, else its folder; the current directory when no
/// path is given), searched no higher than the repository root (the nearest folder holding `.git`). So
/// `cd Sources && di-lsp --check App` reads the same file as `di-lsp --check` at the root. Without one: the
/// first path when it is a directory, else the current directory (`--check Sources/App/File.swift` reads
/// `./.di-lsp.json`).
public func workspaceRoot(forPaths paths: [String]) -> String {
    let first = paths.first
    let firstIsFolder = first.map(isDirectory) ?? false
    let start = first.map { firstIsFolder ? $0 : (CanonicalPath.parent(of: $0) ?? ".") } ?? "."
    if let found = nearestConfigurationFolder(from: start) { return found }
    return firstIsFolder ? first ?? "." : "."
}

/// The folder holding `.di-lsp.json` nearest at or above `start`, spelled as the user would: `start` itself,
/// a path relative to the current directory, or an absolute path.
private func nearestConfigurationFolder(from start: String) -> String? {
    guard let canonicalStart = CanonicalPath.resolved(start) else { return nil }
    var folder = canonicalStart
    while true {
        if FileManager.default.fileExists(atPath: CanonicalPath.joined(folder, configurationFileName)) {
            return folder == canonicalStart ? start : spelledFromCurrentDirectory(folder)
        }
        if FileManager.default.fileExists(atPath: CanonicalPath.joined(folder, ".git")) { return nil }
        guard let parent = CanonicalPath.parent(of: folder) else { return nil }
        folder = parent
    }
}

/// `.`, `Sub/Folder` or `../..` when `folder` is the current directory, below it or above it; else absolute.
private func spelledFromCurrentDirectory(_ folder: String) -> String {
    guard let current = CanonicalPath.resolved(".") else { return folder }
    if let below = CanonicalPath.relative(folder, to: current) { return below.isEmpty ? "." : below }
    if let above = CanonicalPath.relative(current, to: folder) {
        return Array(repeating: "..", count: above.split(separator: "/").count).joined(separator: "/")
    }
    return folder
}
