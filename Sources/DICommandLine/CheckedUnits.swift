import DIAnalysis
import DIFileSystem
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace

/// A workspace checked unit by unit: each unit's graph, and every finding once, naming the units that found it when
/// there are several (`mergedDiagnostics`). Without `units` in `.di-lsp.json` the whole workspace is one implicit
/// unit, as in the server, and the report is the analysis's own. What `--check` prints and what `di-gen generate`
/// refuses on.
public struct CheckedUnits {
    public let units: [UnitAnalysis]
    /// The configuration's problems, reported first.
    public let problems: [ReportedDiagnostic]
    /// Every unit's findings, each once.
    public let findings: [DIAnalysis.Diagnostic]
    public let fileCount: Int
    public let componentCount: Int
    /// Files no unit includes: analysed by none, which is said rather than passed over.
    public let filesOutsideUnits: Int
    private let snapshot: Snapshot
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
        problems = workspace.problems
        findings = mergedDiagnostics(named)
        snapshot = loaded.snapshot
        fileCount = loaded.sourceFileCount
        componentCount = distinctComponentCount(named)
        filesOutsideUnits = filesOutsideEveryUnit(loaded.snapshot, units: self.units)
        configurationFile = configuration.existingFilePath
    }

    /// The problems, then the findings, placed for printing.
    public var diagnostics: [ReportedDiagnostic] { reportedDiagnostics(findings, in: snapshot, extra: problems) }

    public var errorCount: Int { problems.count { $0.severity == .error } + findings.count { $0.severity == .error } }

    /// The compiler-style report, handed to `write` in pieces (`writeTextReport`).
    public func writeText(colored: Bool, to write: (String) -> Void) {
        writeTextReport(findings, in: snapshot, extra: problems, colored: colored, to: write)
    }

    public func printNotes(tool: String) {
        guard filesOutsideUnits > 0 else { return }
        let files = filesOutsideUnits == 1 ? "1 Swift file is" : "\(filesOutsideUnits) Swift files are"
        printError("\(tool): \(files) in no unit of \(configurationFileName), so not checked")
    }

    /// `tool: 1 error, 0 warnings in 140 files (52 components, 4 units); ...`.
    public func summaryLine(tool: String, modules: String?) -> String {
        DIReporting.summaryLine(
            errors: errorCount,
            warnings: problems.count { $0.severity == .warning } + findings.count { $0.severity == .warning },
            files: fileCount, components: componentCount, units: units.count, tool: tool, configurationFile: configurationFile,
            modules: modules, swinject: swinjectSummary(units.map(\.analysis.swinject)))
    }
}
