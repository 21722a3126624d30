import DIAnalysis
import DIFileSystem
import DIReporting
import DIResolver
import DIWorkspace

/// The workspace a command names: its `.di-lsp.json` (from `--root`, else found above the first path), that
/// file's problems as diagnostics, and, when loaded, its files read and scanned. What both tools do the same way.
public struct CommandWorkspace {
    public var configuration: WorkspaceConfiguration
    /// A broken `.di-lsp.json`, as errors on the file itself (the defaults are used meanwhile).
    public let problems: [ReportedDiagnostic]
    /// The paths to read: those given, else `defaultPath`.
    public let paths: [String]

    /// - Parameters:
    ///   - root: `--root`, when given.
    ///   - defaultPath: what to read when no path is given (nil: the root).
    public init(root: String?, paths: [String], defaultPath: String? = nil) {
        let (configuration, problems) = loadWorkspaceConfiguration(root: root ?? workspaceRoot(forPaths: paths))
        self.configuration = configuration
        self.problems = problems.map(ReportedDiagnostic.init)
        self.paths = paths.isEmpty ? [defaultPath ?? configuration.root] : paths
    }

    /// Reads and scans the files; prints `tool: note` for what discovery skipped and each unreadable file. Nil
    /// (after printing why) when a path is missing or cannot be read.
    public func load(tool: String, configuration: WorkspaceConfiguration? = nil) -> LoadedWorkspace? {
        do {
            let loaded = try loadWorkspace(paths, configuration: configuration ?? self.configuration)
            for note in loaded.notes { printError("\(tool): \(note)") }
            for path in loaded.unreadable { printError("\(tool): skipped unreadable file \(path)") }
            return loaded
        } catch {
            printError("\(tool): \(error)")
            return nil
        }
    }
}

extension CommandWorkspace {
    /// The units `--unit` selects: the one it names, else every unit (the implicit one without `units`). Nil, after saying
    /// why on stderr, when the name is unknown or the configuration declares no units.
    public func units(named name: String?, tool: String) -> [GenerationUnit]? {
        let units = configuration.units
        guard let name else { return configuration.effectiveUnits }
        guard !units.isEmpty else {
            printError("\(tool): --unit \(name) names a unit, but \(configuration.filePath) declares no \"units\"")
            return nil
        }
        guard let unit = units.first(where: { $0.name == name }) else {
            printError("\(tool): no unit named \(name); the units are \(units.map(\.name).joined(separator: ", "))")
            return nil
        }
        return [unit]
    }
}

extension ReportedDiagnostic {
    /// A broken `.di-lsp.json`, reported on the file itself like any other error.
    public init(_ problem: ConfigurationProblem) {
        self.init(
            location: PrintedLocation(path: problem.path, line: problem.line, column: problem.column),
            severity: .error, code: .invalidConfiguration, message: problem.message)
    }
}
