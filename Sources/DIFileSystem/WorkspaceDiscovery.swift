import Foundation

/// A Swift file found under the paths given to `--check`, the server or `di-gen`.
public struct DiscoveredFile: Hashable, Sendable {
    public let path: String
    /// The SwiftPM target: the folder after the last `Sources/` (or `Tests/`, `Plugins/`) in the path.
    public let module: String?
}

/// Finds the `.swift` files under `paths` (files or directories), skipping `.build`, hidden folders,
/// and anything matching `excluded` path prefixes. Sorted, so every run sees the same order.
/// - Throws: `WorkspaceError.notFound` for a path that does not exist.
public func discoverSwiftFiles(in paths: [String], excluding excluded: [String] = []) throws -> [DiscoveredFile] {
    var found: [String] = []
    let fileManager = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw WorkspaceError.notFound(path) }
        guard isDirectory.boolValue else {
            found.append(path)
            continue
        }
        collectSwiftFiles(into: &found, under: path == "." ? "./" : (path.hasSuffix("/") ? path : path + "/"))
    }
    if paths.contains(".") {
        found = found.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }
    let kept = found.filter { file in !excluded.contains { file.hasPrefix($0) || file.contains("/" + $0) } }
    return Array(Set(kept)).sorted().map { DiscoveredFile(path: $0, module: moduleName(forPath: $0)) }
}

/// `Sources/Feature/Feed.swift` -> `Feature`; nil outside a SwiftPM layout.
public func moduleName(forPath path: String) -> String? {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" || $0 == "Plugins" }),
        index + 2 < components.count
    else { return nil }
    return String(components[index + 1])
}

public enum WorkspaceError: Error, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .notFound(let path): "no such file or directory: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}
