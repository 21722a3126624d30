import DIAnalysis
import DIFileSystem
import DIReporting
import Foundation

/// `di-lsp --check [--format text|json|sarif] [PATH ...]`: the server's analysis as a batch command.
/// Reads `.di-lsp.json` from the workspace root (the first PATH when it is a directory, else the current
/// directory); a broken file is reported on itself as an error and the defaults are used.
/// Exit status: 0 no errors, 1 errors found, 2 usage error, a path that is missing or unreadable, a walk
/// stopped at its limit, or internal failure.
func runCheck(_ arguments: [String]) -> Int32 {
    var format = "text"
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--format":
            guard index + 1 < arguments.count else { return usageError("--format needs a value: text, json or sarif") }
            format = arguments[index + 1]
            index += 1
        case _ where argument.hasPrefix("--format="):
            format = String(argument.dropFirst("--format=".count))
        case _ where argument.hasPrefix("-"):
            return usageError("unknown option \(argument)")
        default:
            paths.append(argument)
        }
        index += 1
    }
    guard ["text", "json", "sarif"].contains(format) else { return usageError("unknown format \(format); use text, json or sarif") }

    let (configuration, problems) = loadWorkspaceConfiguration(root: workspaceRoot(forPaths: paths))
    let configurationDiagnostics = problems.map(reportedDiagnostic)
    let workspace: LoadedWorkspace
    do {
        workspace = try loadWorkspace(paths.isEmpty ? ["."] : paths, configuration: configuration)
    } catch {
        printError("di-lsp: \(error)")
        return 2
    }
    for note in workspace.notes { printError("di-lsp: \(note)") }
    for path in workspace.unreadable { printError("di-lsp: skipped unreadable file \(path)") }
    let analysis = analyze(workspace.snapshot, configuration: configuration.analysis, updatable: false)
    switch format {
    case "json":
        print(jsonReport(analysis, extra: configurationDiagnostics), terminator: "")
    case "sarif":
        let context = SARIFContext(workingDirectory: FileManager.default.currentDirectoryPath, sourceBytes: readBytes(atPath:))
        print(sarifReport(analysis, extra: configurationDiagnostics, context: context), terminator: "")
    default:
        writeTextReport(analysis, extra: configurationDiagnostics) { print($0, terminator: "") }
    }
    printError(summaryLine(analysis, extra: configurationDiagnostics))
    // A walk cut short at its limit checked only part of the workspace: never a pass.
    let status: Int32 = !workspace.isComplete ? 2 : analysis.errorCount + problems.count > 0 ? 1 : 0
    // Exit while the analysis is alive: freeing 100,000 components' worth of it took a tenth of the run.
    withExtendedLifetime(analysis) { exit(status) }
}

/// A broken `.di-lsp.json`, reported on the file itself like any other error.
func reportedDiagnostic(_ problem: ConfigurationProblem) -> ReportedDiagnostic {
    ReportedDiagnostic(
        location: PrintedLocation(path: problem.path, line: problem.line, column: problem.column),
        severity: .error, code: invalidConfigurationCode, message: problem.message)
}

func usageError(_ message: String) -> Int32 {
    printError("di-lsp: \(message)\n\(usage)")
    return 2
}
