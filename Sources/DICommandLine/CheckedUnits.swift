import DIAnalysis
import DIFileSystem
import DIReporting
import DIResolver
import DIWorkspace

/// A workspace with `units` in `.di-lsp.json`, checked: each unit's graph, and every finding once, naming the
/// units that found it (`unitDiagnostics`). What `--check` prints and what `di-gen generate` refuses on.
public struct CheckedUnits {
    public let units: [UnitAnalysis]
    /// The configuration's problems first, then each unit's findings.
    public let diagnostics: [ReportedDiagnostic]
    public let fileCount: Int
    public let componentCount: Int
    /// Files no unit includes: analysed by none, which is said rather than passed over.
    public let filesOutsideUnits: Int
    private let configurationFile: String?

    /// - Parameters:
    ///   - configuration: the workspace's, or one with only some of its units (`--unit`).
    ///   - units: its units' analyses, when already made.
    public init(
        _ loaded: LoadedWorkspace, workspace: CommandWorkspace, configuration: WorkspaceConfiguration? = nil, units: [UnitAnalysis]? = nil
    ) {
        let configuration = configuration ?? workspace.configuration
        self.units = units ?? analyzeUnits(loaded.snapshot, configuration: configuration, updatable: false, modules: loaded.modules)
        let named = self.units.map { (name: $0.unit.name, analysis: $0.analysis) }
        diagnostics = unitDiagnostics(named, in: loaded.snapshot, extra: workspace.problems)
        fileCount = loaded.sourceFileCount
        componentCount = distinctComponentCount(named)
        filesOutsideUnits = filesOutsideEveryUnit(loaded.snapshot, units: self.units)
        configurationFile = configuration.existingFilePath
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    public func printNotes(tool: String) {
        guard filesOutsideUnits > 0 else { return }
        let files = filesOutsideUnits == 1 ? "1 Swift file is" : "\(filesOutsideUnits) Swift files are"
        printError("\(tool): \(files) in no unit of \(configurationFileName), so not checked")
    }

    /// `tool: 1 error, 0 warnings in 140 files (52 components, 4 units); ...`.
    public func summaryLine(tool: String, modules: String?) -> String {
        DIReporting.summaryLine(
            errors: errorCount, warnings: diagnostics.count { $0.severity == .warning }, files: fileCount,
            components: componentCount, units: units.count, tool: tool, configurationFile: configurationFile, modules: modules,
            swinject: swinjectSummary(units.map(\.analysis.swinject)))
    }
}
