import DIAnalysis
import DIFileSystem
import DIReporting

/// `di-lsp --check [--format text|json] [PATH ...]`: the server's analysis as a batch command.
/// Exit status: 0 no errors, 1 errors found, 2 usage or internal failure.
func runCheck(_ arguments: [String]) -> Int32 {
    var format = "text"
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--format":
            guard index + 1 < arguments.count else { return usageError("--format needs a value: text or json") }
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
    guard ["text", "json"].contains(format) else { return usageError("unknown format \(format); use text or json") }

    let workspace: LoadedWorkspace
    do {
        workspace = try loadWorkspace(paths.isEmpty ? ["."] : paths)
    } catch {
        printError("di-lsp: \(error)")
        return 2
    }
    for path in workspace.unreadable { printError("di-lsp: skipped unreadable file \(path)") }
    let analysis = analyze(workspace.snapshot)
    print(format == "json" ? jsonReport(analysis) : textReport(analysis), terminator: "")
    printError(summaryLine(analysis))
    return analysis.errorCount > 0 ? 1 : 0
}

func usageError(_ message: String) -> Int32 {
    printError("di-lsp: \(message)\n\(usage)")
    return 2
}
