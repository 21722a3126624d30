import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting
import DIResolver
import DIWorkspace

/// `di-gen generate [--output FILE] [--root DIR] [--force] [PATH ...]`: refuses to write while the workspace
/// has errors (a broken `.di-lsp.json` included), printing them exactly as `di-lsp --check` does; otherwise
/// writes atomically, and only when the content changes. Without `--output` it writes the configuration's
/// `generatedFile`. The output must pass `OutputGuard` first (`--force` lifts all but its version-control rule).
func runGenerate(_ arguments: [String]) -> Int32 {
    guard let options = parseOptions(arguments, valueOptions: ["--output", "--root", "--color"], flags: ["--force"]) else { return 2 }
    guard let color = ColorChoice(rawValue: options.values["--color"] ?? "auto") else { return usageError("--color takes auto, always or never") }
    let workspace = WorkspaceOptions(options)
    guard let output = options.values["--output"] ?? workspace.configuration.generatedFilePath else {
        if !workspace.problems.isEmpty {
            writeOutput(textLines(workspace.problems, colored: color.usesColorHere))
            printError("di-gen: not writing: \(workspace.configuration.filePath) is invalid")
            return 1
        }
        return usageError("generate needs --output FILE, or \"generatedFile\" in \(workspace.configuration.filePath)")
    }
    guard workspace.mayWrite(output, force: options.flags.contains("--force"), isGenerated: isReplaceableProviderFile) else { return 2 }
    var configuration = workspace.configuration
    configuration.analysis.graph.generatedCodeModule = generatedCodeModule(output: output, configuration: configuration)
    guard case let (analysis, isComplete)? = analyzeWorkspace(options.paths, configuration: configuration) else { return 2 }
    guard isComplete else {
        printError("di-gen: not writing \(output) from part of the workspace")
        return 2
    }
    writeTextReport(analysis, extra: workspace.problems, colored: color.usesColorHere, to: writeOutput)
    if analysis.errorCount + workspace.problems.count > 0 {
        printError(summaryLine(analysis, extra: workspace.problems, tool: "di-gen", configurationFile: configuration.existingFilePath))
        printError("di-gen: not writing \(output) while there are errors")
        return 1
    }
    // Generated code names component classes unqualified, so two modules' classes of one name would be ambiguous.
    if let (name, ids) = analysis.graph.sameNameComponents.min(by: { $0.key < $1.key }) {
        let modules = ids.compactMap { analysis.graph[$0].module }.joined(separator: ", ")
        printError("di-gen: not writing \(output): \(name) is a component in several modules (\(modules)), which generated code cannot tell apart; give each its own name")
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

/// `di-gen graph [--format dot|mermaid|json] [--root DIR] [PATH ...]`; a broken `.di-lsp.json` is
/// reported on stderr and the defaults are used.
func runGraph(_ arguments: [String]) -> Int32 {
    guard let options = parseOptions(arguments, valueOptions: ["--format", "--root"]) else { return 2 }
    let formatName = options.values["--format"] ?? "dot"
    guard let format = GraphFormat(rawValue: formatName) else { return usageError("unknown format \(formatName)") }
    let workspace = WorkspaceOptions(options)
    for problem in workspace.problems {
        let location = problem.location
        printError("\(location.path):\(location.line):\(location.column): error: \(problem.message) [\(problem.code)]")
    }
    guard case let (analysis, _)? = analyzeWorkspace(options.paths, configuration: workspace.configuration) else { return 2 }
    writeOutput(graphReport(analysis, format: format))
    return 0
}

/// The workspace's `.di-lsp.json`, read from `--root` or else from the first PATH directory or the
/// current directory, and its problem (if broken) in the form the reports print.
struct WorkspaceOptions {
    let configuration: WorkspaceConfiguration
    let problems: [ReportedDiagnostic]

    init(_ options: ParsedOptions) {
        let (configuration, problems) = loadWorkspaceConfiguration(root: options.values["--root"] ?? workspaceRoot(forPaths: options.paths))
        self.configuration = configuration
        self.problems = problems.map { problem in
            ReportedDiagnostic(
                location: PrintedLocation(path: problem.path, line: problem.line, column: problem.column),
                severity: .error, code: .invalidConfiguration, message: problem.message)
        }
    }
}

extension WorkspaceOptions {
    /// Whether `output` passes `OutputGuard` for this workspace; says why not on stderr.
    func mayWrite(_ output: String, force: Bool, isGenerated: ([UInt8]) -> Bool) -> Bool {
        do {
            try OutputGuard(root: configuration.root, force: force).check(output, isGenerated: isGenerated)
            return true
        } catch {
            printError("di-gen: not writing \(output): \(error)")
            return false
        }
    }
}

/// The analysis, and whether it covers every file (false when the walk stopped at its limit); nil (after
/// saying why) when a path is missing or unreadable.
private func analyzeWorkspace(_ paths: [String], configuration: WorkspaceConfiguration) -> (Analysis, isComplete: Bool)? {
    do {
        let workspace = try loadWorkspace(paths.isEmpty ? [configuration.root] : paths, configuration: configuration)
        for note in workspace.notes { printError("di-gen: \(note)") }
        for path in workspace.unreadable { printError("di-gen: skipped unreadable file \(path)") }
        return (analyze(workspace.snapshot, configuration: configuration.analysis, updatable: false), workspace.isComplete)
    } catch {
        printError("di-gen: \(error)")
        return nil
    }
}

struct ParsedOptions {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var paths: [String] = []
}

/// `--name value`, `--name=value`, `--flag` and positional paths; nil (after printing usage) on anything else.
func parseOptions(_ arguments: [String], valueOptions: Set<String>, flags: Set<String> = []) -> ParsedOptions? {
    var parsed = ParsedOptions()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" {
            parsed.paths += arguments[(index + 1)...]
            break
        } else if let equals = argument.firstIndex(of: "="), valueOptions.contains(String(argument[..<equals])) {
            parsed.values[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
        } else if flags.contains(argument) {
            parsed.flags.insert(argument)
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
