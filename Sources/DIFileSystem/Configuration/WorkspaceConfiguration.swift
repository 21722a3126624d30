import DIAnalysis
import DIResolver
import Foundation

/// The name of the optional configuration file at a workspace's root.
public let configurationFileName = ".di-lsp.json"

/// What a workspace's `.di-lsp.json` says, with every field defaulted: `--check`, `di-gen` and the
/// server read the same value. Paths are relative to `root`, the folder the file is in.
public struct WorkspaceConfiguration: Sendable, Hashable {
    /// The workspace root: the directory holding `.di-lsp.json` (whether or not it exists).
    public var root: String
    /// Path prefixes (files or folders, relative to `root`) to check; empty means everything.
    public var include: [String]
    /// Path prefixes (relative to `root`) to skip, even inside `include`.
    public var exclude: [String]
    /// Where `di-gen generate` writes when no `--output` is given, relative to `root`.
    public var generatedFile: String?
    /// Path globs (relative to `root`) -> the module of the files they match; ahead of `Package.swift` and
    /// `.xcodeproj` in `ModuleMap`.
    public var modules: [String: String]
    /// Extra component base classes and per-code severities.
    public var analysis: AnalysisConfiguration

    public init(
        root: String, include: [String] = [], exclude: [String] = [], generatedFile: String? = nil,
        modules: [String: String] = [:], analysis: AnalysisConfiguration = AnalysisConfiguration()
    ) {
        self.root = root
        self.include = include
        self.exclude = exclude
        self.generatedFile = generatedFile
        self.modules = modules
        self.analysis = analysis
    }

    /// The path of the configuration file this value is (or would be) read from.
    public var filePath: String { joined(root, configurationFileName) }

    /// `filePath` when that file exists: what summaries name as the configuration used.
    public var existingFilePath: String? { FileManager.default.fileExists(atPath: filePath) ? filePath : nil }

    /// `generatedFile` joined to `root`.
    public var generatedFilePath: String? { generatedFile.map { joined(root, $0) } }

    /// Whether a discovered Swift file takes part: inside `include` (when given) and outside `exclude`.
    /// Files outside `root` are only affected by `include`, which they never match.
    public func contains(path: String) -> Bool { scope.contains(path: path) }

    /// `include` and `exclude` with the root and entries normalised once, to ask about many paths.
    public var scope: PathScope { PathScope(self) }

    /// Without the `exclude` entries that hold one of `paths`: a path the user names is checked even inside an
    /// excluded folder (as SwiftLint lints an excluded file it is given), so `--check Tests/Fixtures/App` under
    /// a repository whose configuration excludes `Tests` checks that app instead of finding nothing.
    public func checkingExplicitly(_ paths: [String]) -> WorkspaceConfiguration {
        guard !exclude.isEmpty else { return self }
        let named = paths.compactMap { relativePath($0) }.filter { !$0.isEmpty }
        var copy = self
        copy.exclude = exclude.filter { entry in !named.contains { matches($0, prefix: entry) } }
        return copy
    }

    /// Whether `exclude` names the folder at `path` or one above it, so a walk need not enter it.
    public func excludes(folder path: String) -> Bool { scope.excludes(folder: path) }

    /// `path` relative to `root`, or nil when it is outside.
    private func relativePath(_ path: String) -> String? { scope.relativePath(path) }

    private func matches(_ relative: String, prefix: String) -> Bool {
        let entry = normalizedEntry(prefix)
        return PathScope.matches(relative, (entry, entry + "/"))
    }
}

/// `./Sources/App/` -> `Sources/App`.
func normalizedEntry(_ entry: String) -> String {
    var text = Substring(entry)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasSuffix("/") { text = text.dropLast() }
    return text == "." ? "" : String(text)
}

private func joined(_ root: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    if root == "." || root.isEmpty { return relative }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
}
