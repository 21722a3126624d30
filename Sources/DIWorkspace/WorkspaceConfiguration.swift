import DIAnalysis
import DIFileSystem
import Foundation

/// What a workspace's `.di-lsp.json` says, with every field defaulted: `--check`, `di-gen` and the
/// server read the same value. Paths are relative to `root`, the folder the file is in.
public struct WorkspaceConfiguration: Sendable, Hashable {
    /// Which files take part and their modules (`include`, `exclude`, `modules`): what discovery reads.
    public var files: FileSelection
    /// Where `di-gen generate` writes when no `--output` is given, relative to `root`.
    public var generatedFile: String?
    /// Part files beside `generatedFile` (`GenerationUnit.generatedParts`).
    public var generatedParts = 0
    /// Extra component base classes and per-code severities.
    public var analysis: AnalysisConfiguration
    /// The generation units (`GenerationUnit`); empty: the whole workspace is one, and roots whose names collide
    /// are told which units to declare (`AnalysisConfiguration.unitSuggestion`).
    public var units: [GenerationUnit] = [] {
        didSet { analysis.unitSuggestion = units.isEmpty ? Self.unitSuggestion(root: root) : nil }
    }

    public init(
        root: String, include: [String] = [], exclude: [String] = [], generatedFile: String? = nil,
        modules: [String: String] = [:], analysis: AnalysisConfiguration = AnalysisConfiguration()
    ) {
        files = FileSelection(root: root, include: include, exclude: exclude, modules: modules)
        self.generatedFile = generatedFile
        self.analysis = analysis
        self.analysis.unitSuggestion = Self.unitSuggestion(root: root)
    }

    private static func unitSuggestion(root: String) -> UnitSuggestionContext {
        let directory = currentDirectoryPath()
        return UnitSuggestionContext(root: root.hasPrefix("/") ? root : directory + "/" + root, currentDirectory: directory)
    }

    /// The workspace root: the directory holding `.di-lsp.json` (whether or not it exists).
    public var root: String {
        get { files.root }
        set { files.root = newValue }
    }

    public var include: [String] {
        get { files.include }
        set { files.include = newValue }
    }

    public var exclude: [String] {
        get { files.exclude }
        set { files.exclude = newValue }
    }

    public var modules: [String: String] {
        get { files.modules }
        set { files.modules = newValue }
    }

    /// The path of the configuration file this value is (or would be) read from.
    public var filePath: String { joined(root, configurationFileName) }

    /// `filePath` when that file exists: what summaries name as the configuration used.
    public var existingFilePath: String? { pathKind(filePath) == nil ? nil : filePath }

    /// `generatedFile` joined to `root`.
    public var generatedFilePath: String? { generatedFile.map { joined(root, $0) } }

    /// Whether a discovered Swift file takes part (`FileSelection.contains(path:)`).
    public func contains(path: String) -> Bool { files.contains(path: path) }
}

/// `relative` joined to `root` (an absolute `relative` is itself).
func joined(_ root: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    if root == "." || root.isEmpty { return relative }
    return root.hasSuffix("/") ? root + relative : root + "/" + relative
}
