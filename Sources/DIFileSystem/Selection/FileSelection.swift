/// Which Swift files a workspace holds and how their modules are found: the part of `.di-lsp.json` that discovery
/// needs (`include`, `exclude`, `modules`), with paths relative to `root`.
public struct FileSelection: Sendable, Hashable {
    /// The folder the entries are relative to: the one holding `.di-lsp.json` (whether or not it exists).
    public var root: String
    /// Path prefixes (files or folders) to check; empty means everything.
    public var include: [String]
    /// Path prefixes to skip, even inside `include`.
    public var exclude: [String]
    /// Needle's `--exclude-paths`: files whose path (relative to `root`, with a leading `/`) contains one of these.
    public var excludeContaining: [String] = []
    /// Needle's `--exclude-suffixes`: files whose name without `.swift` ends with one of these.
    public var excludeSuffixes: [String] = []
    /// Path globs -> the module of the files they match; ahead of `Package.swift` and `.xcodeproj` in `ModuleMap`.
    public var modules: [String: String]
    /// The JSON of `tuist graph`, relative to `root`: exact modules, after `modules` and ahead of build descriptions.
    public var tuistGraph: String?
    /// Files whose module the caller knows (a build system's list, `di-gen generate --files-from`), by path as
    /// spelled; nil for a file in no module. Ahead of everything else.
    public var knownModules: [String: String?] = [:]

    public init(
        root: String, include: [String] = [], exclude: [String] = [], modules: [String: String] = [:], tuistGraph: String? = nil
    ) {
        self.root = root
        self.include = include
        self.exclude = exclude
        self.modules = modules
        self.tuistGraph = tuistGraph
    }

    /// Whether a discovered Swift file takes part: inside `include` (when given), outside `exclude`, and not
    /// matched by `excludeContaining` or `excludeSuffixes`.
    /// Files outside `root` are only affected by `include`, which they never match.
    /// Builds a `PathScope` per call: to ask about many paths, ask `scope` once.
    public func contains(path: String) -> Bool { scope.contains(path: path) }

    /// `include` and `exclude` with the root and entries normalised once, to ask about many paths.
    public var scope: PathScope { PathScope(self) }

    /// Whether `exclude` names the folder at `path` or one above it, so a walk need not enter it.
    public func excludes(folder path: String) -> Bool { scope.excludes(folder: path) }

    /// Without the `exclude` entries that hold one of `paths`: a path the user names is checked even inside an
    /// excluded folder (as SwiftLint lints an excluded file it is given), so `--check Tests/Fixtures/App` under
    /// a repository whose configuration excludes `Tests` checks that app instead of finding nothing.
    public func checkingExplicitly(_ paths: [String]) -> FileSelection {
        guard !exclude.isEmpty else { return self }  // Needle's filters stay: they name no folder
        let named = paths.compactMap { scope.relativePath($0) }.filter { !$0.isEmpty }
        var copy = self
        copy.exclude = exclude.filter { entry in
            let normalized = normalizedEntry(entry)
            return !named.contains { PathScope.matches($0, (normalized, normalized + "/")) }
        }
        return copy
    }
}

/// `./Sources/App/` -> `Sources/App`.
func normalizedEntry(_ entry: String) -> String {
    var text = Substring(entry)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text == "." ? "" : String(text)
}
