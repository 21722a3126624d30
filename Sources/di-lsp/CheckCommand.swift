import DIAnalysis
import DIFileSystem
import DIReporting
import DIResolver
import DIWorkspace
import Foundation

/// `di-lsp --check [--format text|json|sarif] [--color auto|always|never] [--] [PATH ...]`: the server's
/// analysis as a batch command. Reads the `.di-lsp.json` nearest above the paths (see `workspaceRoot`); a
/// broken file is reported on itself as an error and the defaults are used.
/// Exit status: 0 no errors, 1 errors found, 2 usage error, a path that is missing or unreadable, a walk
/// stopped at its limit, or internal failure.
func runCheck(_ arguments: [String]) -> Int32 {
    var format = "text"
    var color = ColorChoice.auto
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--":
            paths += arguments[(index + 1)...]
            index = arguments.count
            continue
        case "--help", "-h":
            writeOutput(usage + "\n")
            return 0
        case "--format", "--color":
            guard index + 1 < arguments.count else { return usageError("\(argument) needs a value") }
            if argument == "--format" { format = arguments[index + 1] } else {
                guard let choice = ColorChoice(rawValue: arguments[index + 1]) else { return usageError("--color takes auto, always or never") }
                color = choice
            }
            index += 1
        case _ where argument.hasPrefix("--format="):
            format = String(argument.dropFirst("--format=".count))
        case _ where argument.hasPrefix("--color="):
            guard let choice = ColorChoice(rawValue: String(argument.dropFirst("--color=".count))) else {
                return usageError("--color takes auto, always or never")
            }
            color = choice
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
        writeOutput(jsonReport(analysis, extra: configurationDiagnostics))
    case "sarif":
        let context = SARIFContext(workingDirectory: currentDirectoryPath(), sourceBytes: { readFile(atPath: $0, limit: ReadLimits.swiftFile).bytes })
        writeOutput(sarifReport(analysis, extra: configurationDiagnostics, context: context))
    default:
        writeTextReport(analysis, extra: configurationDiagnostics, colored: color.usesColorHere, to: writeOutput)
    }
    printError(summaryLine(analysis, extra: configurationDiagnostics, configurationFile: configuration.existingFilePath))
    // A walk cut short at its limit checked only part of the workspace: never a pass.
    let status: Int32 = !workspace.isComplete ? 2 : analysis.errorCount + problems.count > 0 ? 1 : 0
    // Exit while the analysis is alive: freeing 100,000 components' worth of it took a tenth of the run.
    withExtendedLifetime(analysis) { exit(status) }
}

/// A broken `.di-lsp.json`, reported on the file itself like any other error.
func reportedDiagnostic(_ problem: ConfigurationProblem) -> ReportedDiagnostic {
    ReportedDiagnostic(
        location: PrintedLocation(path: problem.path, line: problem.line, column: problem.column),
        severity: .error, code: .invalidConfiguration, message: problem.message)
}

func usageError(_ message: String) -> Int32 {
    printError("di-lsp: \(message)\n\(usage)")
    return 2
}
