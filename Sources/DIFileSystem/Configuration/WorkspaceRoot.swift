import Foundation

/// The folder whose `.di-lsp.json` applies to a command's paths: the first path when it is a
/// directory, else the current directory (`--check Sources/App/File.swift` reads `./.di-lsp.json`).
public func workspaceRoot(forPaths paths: [String]) -> String {
    guard let first = paths.first else { return "." }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && isDirectory.boolValue ? first : "."
}
