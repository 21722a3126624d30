import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting

/// `di-gen generate --output FILE [PATH ...]`: refuses to write while the workspace has errors, printing
/// them exactly as `di-lsp --check` does; otherwise writes atomically, and only when the content changes.
func runGenerate(_ arguments: [String]) -> Int32 {
    guard let options = parseOptions(arguments, valueOptions: ["--output"]) else { return 2 }
    guard let output = options.values["--output"] else { return usageError("generate needs --output FILE") }
    guard let analysis = analyzeWorkspace(options.paths) else { return 2 }
    print(textReport(analysis), terminator: "")
    if analysis.errorCount > 0 {
        printError(summaryLine(analysis))
        printError("di-gen: not writing \(output) while there are errors")
        return 1
    }
    let source = generateProviderSource(for: analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion))
    do {
        let written = try writeIfChanged(Array(source.utf8), toPath: output)
        printError("di-gen: \(written ? "wrote" : "unchanged") \(output)")
        return 0
    } catch {
        printError("di-gen: cannot write \(output): \(error)")
        return 2
    }
}

/// `di-gen graph [--format dot|mermaid|json] [PATH ...]`.
func runGraph(_ arguments: [String]) -> Int32 {
    guard let options = parseOptions(arguments, valueOptions: ["--format"]) else { return 2 }
    let formatName = options.values["--format"] ?? "dot"
    guard let format = GraphFormat(rawValue: formatName) else { return usageError("unknown format \(formatName)") }
    guard let analysis = analyzeWorkspace(options.paths) else { return 2 }
    print(graphReport(analysis, format: format), terminator: "")
    return 0
}

private func analyzeWorkspace(_ paths: [String]) -> Analysis? {
    do {
        let workspace = try loadWorkspace(paths.isEmpty ? ["."] : paths)
        for path in workspace.unreadable { printError("di-gen: skipped unreadable file \(path)") }
        return analyze(workspace.snapshot)
    } catch {
        printError("di-gen: \(error)")
        return nil
    }
}

private struct ParsedOptions {
    var values: [String: String] = [:]
    var paths: [String] = []
}

/// `--name value`, `--name=value` and positional paths; nil (after printing usage) on anything else.
private func parseOptions(_ arguments: [String], valueOptions: Set<String>) -> ParsedOptions? {
    var parsed = ParsedOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
            parsed.values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
        } else if valueOptions.contains(argument) {
            guard index + 1 < arguments.count else { _ = usageError("\(argument) needs a value"); return nil }
            parsed.values[argument] = arguments[index + 1]
            index += 1
        } else if argument.hasPrefix("-") {
            _ = usageError("unknown option \(argument)")
            return nil
        } else {
            parsed.paths.append(argument)
        }
        index += 1
    }
    return parsed
}

func usageError(_ message: String) -> Int32 {
    printError("di-gen: \(message)\n\(usage)")
    return 2
}
