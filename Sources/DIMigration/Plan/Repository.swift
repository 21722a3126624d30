/// The repository being migrated, as the planner sees it: every file's path relative to the root, and a way to
/// read one. The command walks the disk; tests hand in a dictionary. Planning never writes.
public struct Repository: Sendable {
    public let files: [String]
    /// Files that are symbolic links, which the walk does not follow.
    public let linkedFiles: [String]
    private let reader: @Sendable (String) -> [UInt8]?

    public init(files: [String], linkedFiles: [String] = [], read: @escaping @Sendable (String) -> [UInt8]?) {
        self.files = files.sorted()
        self.linkedFiles = linkedFiles.sorted()
        reader = read
    }

    func read(_ path: String) -> [UInt8]? { reader(path) }

    /// Folders holding at least one file, relative to the root ("" is the root).
    var folders: Set<String> {
        var folders: Set<String> = [""]
        for file in files {
            var path = Substring(file)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                guard folders.insert(String(path)).inserted else { break }
            }
        }
        return folders
    }
}

/// `a/b/../c/./d/` -> `a/c/d`; nil when `..` climbs above the root.
func normalizedRelativePath(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
        switch part {
        case ".": continue
        case "..":
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
        default: parts.append(part)
        }
    }
    return parts.joined(separator: "/")
}

/// `folder` joined with `path` ("" is the root).
func joinedRelativePath(_ folder: String, _ path: String) -> String? {
    normalizedRelativePath(folder.isEmpty ? path : folder + "/" + path)
}
