import DIAnalysis
import DICommandLine
import DIFileSystem
import DIGenerator
import DIReporting
import DIResolver
import DIWorkspace

let outputOption = CommandOption("--output", value: "FILE", help: "the file to write (default: \"generatedFile\" in .di-lsp.json)")

let generateCommand = CommandSpec(
    tool: "di-gen", name: "generate", summary: "writes the workspace's provider code, only when it changes; refuses while the workspace has errors",
    options: [outputOption, .unit, .root, .force, .color],
    details: [
        "FILE must be inside the repository, outside .git and other tools' folders, and new or a generated file",
        "(di-gen's or Needle's); --force writes anywhere but a version-control folder.",
        "With \"units\" in .di-lsp.json, each unit (or the one --unit names) is checked and written on its own.",
    ])

/// `di-gen generate`: refuses to write while the workspace has errors (a broken `.di-lsp.json` included),
/// printing them exactly as `di-lsp --check` does; otherwise writes atomically, and only when the content
/// changes. Without `--output` it writes the configuration's `generatedFile`. The output must pass `OutputGuard`
/// first (`--force` lifts all but its version-control rule).
func runGenerate(_ options: ParsedArguments) -> Int32 {
    let colored = ColorChoice(rawValue: options[.color] ?? "auto")?.usesColorHere ?? false
    let workspace = CommandWorkspace(root: options[.root], paths: options.operands)
    guard let selected = workspace.units(named: options[.unit], tool: "di-gen") else { return 2 }
    if !selected.isEmpty { return generateUnits(selected, options, workspace: workspace, colored: colored) }
    guard let output = options[outputOption] ?? workspace.configuration.generatedFilePath else {
        if !workspace.problems.isEmpty {
            writeOutput(textLines(workspace.problems, colored: colored))
            printError("di-gen: not writing: \(workspace.configuration.filePath) is invalid")
            return 1
        }
        printError("di-gen: generate needs --output FILE, or \"generatedFile\" in \(workspace.configuration.filePath)\n\(usageText(generateCommand))")
        return 2
    }
    guard mayWrite(output, root: workspace.configuration.root, force: options.has(.force), isGenerated: isReplaceableProviderFile) else { return 2 }
    var configuration = workspace.configuration
    configuration.analysis.graph.generatedCodeModule = generatedCodeModule(output: output, configuration: configuration)
    guard let loaded = workspace.load(tool: "di-gen", configuration: configuration) else { return 2 }
    guard loaded.isComplete else {
        printError("di-gen: not writing \(output) from part of the workspace")
        return 2
    }
    let analysis = analyze(loaded.snapshot, configuration: configuration.analysis, updatable: false)
    writeTextReport(analysis, extra: workspace.problems, colored: colored, to: writeOutput)
    if analysis.errorCount + workspace.problems.count > 0 {
        printError(summaryLine(
            analysis, extra: workspace.problems, tool: "di-gen", configurationFile: configuration.existingFilePath, modules: loaded.moduleSummary))
        printError("di-gen: not writing \(output) while there are errors")
        return 1
    }
    let source = generateProviderSource(for: analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion))
    return write(source, to: output)
}

/// `di-gen generate` in a workspace with units: every unit (or `--unit NAME`) is analysed as its own graph and
/// written to its own file; a unit with errors is not written (exit 1), the others are.
private func generateUnits(_ selected: [GenerationUnit], _ options: ParsedArguments, workspace: CommandWorkspace, colored: Bool) -> Int32 {
    let configuration = workspace.configuration
    if options[outputOption] != nil, selected.count > 1 {
        printError("di-gen: --output names one file, but there are \(selected.count) units; add --unit NAME")
        return 2
    }
    var outputs: [String: String] = [:]
    for unit in selected {
        guard let output = options[outputOption] ?? configuration.generatedFilePath(of: unit) else {
            printError("di-gen: unit \(unit.name) has no \"generatedFile\" in \(configuration.filePath)")
            return 2
        }
        guard mayWrite(output, root: configuration.root, force: options.has(.force), isGenerated: isReplaceableProviderFile) else { return 2 }
        outputs[unit.name] = output
    }
    var unitsConfiguration = configuration
    unitsConfiguration.units = selected.map { unit in
        var unit = unit
        if let output = options[outputOption] { unit.generatedFile = output }
        return unit
    }
    guard let loaded = workspace.load(tool: "di-gen") else { return 2 }
    guard loaded.isComplete else {
        printError("di-gen: not writing from part of the workspace")
        return 2
    }
    let checked = CheckedUnits(loaded, workspace: workspace, configuration: unitsConfiguration)
    writeOutput(textLines(checked.diagnostics, colored: colored))
    if options[.unit] == nil { checked.printNotes(tool: "di-gen") }
    if checked.errorCount > 0 { printError(checked.summaryLine(tool: "di-gen", modules: loaded.moduleSummary)) }
    var status: Int32 = workspace.problems.isEmpty ? 0 : 1
    for unitAnalysis in checked.units {
        let output = outputs[unitAnalysis.unit.name]!
        guard workspace.problems.isEmpty, unitAnalysis.analysis.errorCount == 0 else {
            printError("di-gen: not writing \(output) while unit \(unitAnalysis.unit.name) has errors")
            status = max(status, 1)
            continue
        }
        let source = generateProviderSource(for: unitAnalysis.analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion))
        status = max(status, write(source, to: output, counting: " (unit \(unitAnalysis.unit.name))"))
    }
    return status
}

/// Whether `output` passes `OutputGuard` for a workspace rooted at `root`; says why not on stderr.
func mayWrite(_ output: String, root: String, force: Bool, isGenerated: ([UInt8]) -> Bool) -> Bool {
    do {
        try OutputGuard(root: root, force: force).check(output, isGenerated: isGenerated)
        return true
    } catch {
        printError("di-gen: not writing \(output): \(error)")
        return false
    }
}

/// Writes `source` to `output` when it changed; 0, or 2 after saying why it could not.
func write(_ source: String, to output: String, counting what: String = "") -> Int32 {
    do {
        let written = try writeIfChanged(Array(source.utf8), toPath: output)
        printError("di-gen: \(written ? "wrote" : "unchanged") \(output)\(what)")
        return 0
    } catch {
        printError("di-gen: cannot write \(output): \(error)")
        return 2
    }
}
