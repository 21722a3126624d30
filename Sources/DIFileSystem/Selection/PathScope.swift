import Foundation

/// A selection's `include` and `exclude`, ready to ask about many paths: the root made absolute and the
/// entries normalised once (doing both for every file, through `URL`, took 8 µs a file: most of discovering
/// 100,000 files).
public struct PathScope: Sendable {
    let root: String
    /// The current directory, absolute: relative paths (a walk from `.`) are made absolute against it.
    private let currentDirectory = absolute(FileManager.default.currentDirectoryPath)
    /// `root` and a slash: what a path inside it starts with.
    private let rootPrefix: String
    /// Each entry, and the entry with a slash (what a path below it starts with).
    private let include: [(entry: String, folder: String)]
    private let exclude: [(entry: String, folder: String)]
    /// The last component of every entry: only a file with one of these names can be named by an entry itself.
    private let entryNames: Set<Substring>
    private let excludeContaining: [String]
    /// `Tests` -> `Tests.swift`: compared with the end of a file's name.
    private let excludedNameEnds: [String]

    init(_ selection: FileSelection) {
        root = absolute(selection.root)
        rootPrefix = root.hasSuffix("/") ? root : root + "/"
        include = selection.include.map { (normalizedEntry($0), normalizedEntry($0) + "/") }
        exclude = selection.exclude.map { (normalizedEntry($0), normalizedEntry($0) + "/") }
        entryNames = Set((include + exclude).compactMap { $0.entry.split(separator: "/").last })
        excludeContaining = selection.excludeContaining
        excludedNameEnds = selection.excludeSuffixes.map { $0 + ".swift" }
    }

    /// The `include` entries, normalised (`""` is the whole root).
    var includedEntries: [String] { include.map(\.entry) }

    var isEverything: Bool { include.isEmpty && exclude.isEmpty && !hasNeedleFilters }

    /// Whether Needle's `--exclude-paths` or `--exclude-suffixes` apply: files are then judged one by one.
    private var hasNeedleFilters: Bool { !excludeContaining.isEmpty || !excludedNameEnds.isEmpty }

    /// Whether Needle's filters leave out the file at `relative` (relative to the root, `name` its last part).
    private func needleFiltersExclude(_ relative: some StringProtocol, name: some StringProtocol) -> Bool {
        guard hasNeedleFilters else { return false }
        if excludedNameEnds.contains(where: { name.hasSuffix($0) }) { return true }
        let path = "/" + relative
        return excludeContaining.contains { path.contains($0) }
    }

    /// Whether a discovered Swift file takes part (`FileSelection.contains(path:)`).
    public func contains(path: String) -> Bool {
        if isEverything { return true }
        return verdict(relativePath(path))
    }

    /// Inside `include` (when given) and outside `exclude`; outside the root (`relative` nil), only an
    /// `include` can leave a file out.
    private func verdict(_ relative: String?) -> Bool {
        if !include.isEmpty {
            guard let relative, include.contains(where: { Self.matches(relative, $0) }) else { return false }
        }
        guard let relative else { return true }
        return !exclude.contains { Self.matches(relative, $0) }
            && !needleFiltersExclude(relative, name: relative.split(separator: "/").last ?? "")
    }

    /// Whether `exclude` names the folder at `path` or one above it.
    public func excludes(folder path: String) -> Bool {
        guard !exclude.isEmpty, let relative = relativePath(path) else { return false }
        return exclude.contains { Self.matches(relative, $0) }
    }

    /// `path` relative to the root, or nil when it is outside.
    func relativePath(_ path: String) -> String? {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }  // a walk from `./Sources`
        let file = path.hasPrefix("/") ? absolute(path) : absolute(currentDirectory + "/" + relative)
        if file == root { return "" }
        return file.hasPrefix(rootPrefix) ? String(file.dropFirst(rootPrefix.count)) : nil
    }

    static func matches(_ relative: String, _ prefix: (entry: String, folder: String)) -> Bool {
        prefix.entry.isEmpty || relative == prefix.entry || relative.hasPrefix(prefix.folder)
    }

    /// `contains(path:)` for the files of a walk, which come folder by folder. An entry matches a file when it
    /// matches the file's folder or is the file's own path, so the folder is judged once and a file costs a
    /// comparison unless some entry ends in its name.
    struct FileFilter {
        let scope: PathScope
        /// The folder of the previous file, as written in its path (nil before the first).
        private var folder: Substring?
        /// The folder's path relative to the root (nil outside it), and whether an entry matches the folder.
        private var relativeFolder: String?
        private var includedFolder = false
        private var excludedFolder = false

        init(_ scope: PathScope) { self.scope = scope }

        mutating func contains(path: String) -> Bool {
            if scope.isEverything { return true }
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return scope.contains(path: path) }
            let name = path[path.index(after: slash)...]
            guard !name.isEmpty, name != ".", name != ".." else { return scope.contains(path: path) }
            let folder = path[..<slash]
            if folder != self.folder {
                self.folder = folder
                relativeFolder = folder.isEmpty ? scope.relativePath("/") : scope.relativePath(String(folder))
                includedFolder = relativeFolder.map { relative in scope.include.contains { PathScope.matches(relative, $0) } } ?? false
                excludedFolder = relativeFolder.map { relative in scope.exclude.contains { PathScope.matches(relative, $0) } } ?? false
            }
            guard let relativeFolder else { return scope.include.isEmpty }
            if scope.entryNames.contains(name) || scope.hasNeedleFilters {
                return scope.verdict(relativeFolder.isEmpty ? String(name) : relativeFolder + "/" + name)
            }
            return (scope.include.isEmpty || includedFolder) && !excludedFolder
        }
    }
}

/// `path` absolute, without `.` or `..` components or a trailing slash. A path that already is (what a walk
/// from an absolute root gives) is returned as it is, without the cost of a `URL`.
func absolute(_ path: String) -> String {
    let components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
    let isStandard = path.utf8.first == UInt8(ascii: "/") && path.utf8.count > 1
        && !components.contains { $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }
    return isStandard ? path : URL(fileURLWithPath: path).standardizedFileURL.path
}
