import DIAnalysis
import DICommandLine
import DIFileSystem
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let outputOption = CommandOption("--output", value: "FILE", help: "the file to write (default: \"generatedFile\" in .di-lsp.json)")
let checkOption = CommandOption("--check", help: "write nothing; exit 0 when the file is up to date, 1 when stale (saying what changed)")
let diffOption = CommandOption("--diff", help: "with --check, print a unified diff of a stale file")
let depfileOption = CommandOption("--depfile", value: "FILE", help: "write a Make/Ninja depfile: the output and every file it was made from")
let inputListOption = CommandOption("--input-file-list", value: "FILE", help: "write the inputs as an Xcode .xcfilelist")
let outputListOption = CommandOption("--output-file-list", value: "FILE", help: "write the outputs as an Xcode .xcfilelist")
let partsOption = CommandOption(
    "--parts", value: "N", range: 0...maximumGeneratedParts,
    help: "spread the providers over N more files beside FILE (FILE.part1.swift ...), so an edit recompiles one (default: \"generatedParts\", else 0)")
let filesFromOption = CommandOption(
    "--files-from", value: "LIST",
    help: "read the Swift files named in LIST (one a line or NUL-separated, module<TAB>path too; other files skipped) besides PATHs")

let generateCommand = CommandSpec(
    tool: "di-gen", name: "generate", summary: "writes the workspace's provider code, only when it changes; refuses while the workspace has errors",
    options: [outputOption, .unit, partsOption, checkOption, diffOption, depfileOption, inputListOption, outputListOption, filesFromOption, .root, .force, .color],
    details: [
        "FILE must be inside the repository, outside .git and other tools' folders, and new or a generated file",
        "(di-gen's or Needle's); --force writes anywhere but a version-control folder.",
        "With \"units\" in .di-lsp.json, each unit (or the one --unit names) is checked and written on its own.",
        "Exit status: 0 written, unchanged or up to date; 1 errors in the workspace or (--check) a stale file; 2 usage or I/O error.",
    ])

/// What `generate` writes for a unit (the whole workspace without `units`): its file, and its part files.
struct GenerationTarget {
    let unit: GenerationUnit
    let output: String
    /// The file, then its parts.
    let outputs: [String]
    /// Part files an earlier run with more parts wrote, which this one does not: removed (checked: stale).
    /// Looked for once, before anything is written.
    let leftoverParts: [String]

    init(unit: GenerationUnit, output: String) {
        self.unit = unit
        self.output = output
        let possible = generatedFilePaths(output, parts: maximumGeneratedParts)
        outputs = Array(possible.prefix(unit.generatedParts + 1))
        // Runs write parts 1...N, so the leftovers are the run after this one's last part: looked for up to the
        // first missing (asking about all 256 for each of 10,000 units took a tenth of a migration).
        leftoverParts = Array(possible.dropFirst(unit.generatedParts + 1).prefix { fileExists(atPath: $0) })
    }

    var parts: Int { unit.generatedParts }
}

/// `di-gen generate`: refuses to write while the workspace (or a unit) has errors, a broken `.di-lsp.json`
/// included, printing them as `di-lsp --check` does; otherwise writes atomically, and only when the content
/// changes (`--check`: writes nothing and says whether the file is stale). Without `--output` it writes the
/// configuration's `generatedFile`, or each unit's. The outputs must pass `OutputGuard` first (`--force` lifts all
/// but its version-control rule). `--depfile` and the file lists tell a build system what was read and written.
func runGenerate(_ options: ParsedArguments) -> Int32 {
    let colored = options.colored
    guard let (paths, knownModules) = sourcePaths(options) else { return 2 }
    // A build step that names only its output (`di-gen generate --output X`, as `migrate` writes it) may run
    // outside the folder holding the configuration: the one above the output applies.
    let outputRoot = paths.isEmpty ? options[outputOption].flatMap(configurationRoot(aboveFile:)) : nil
    var workspace = CommandWorkspace(root: options[.root] ?? outputRoot, paths: paths)
    workspace.configuration.files.knownModules = knownModules
    guard let selected = workspace.units(named: options[.unit], tool: "di-gen") else { return 2 }
    guard let (chosen, targets) = generationTargets(selected, options, workspace: workspace, colored: colored) else {
        return workspace.problems.isEmpty ? 2 : 1
    }
    var configuration = chosen
    let isCheck = options.has(checkOption)
    if options.has(diffOption), !isCheck {
        printError("di-gen: --diff goes with --check")
        return 2
    }
    let outputs = OutputGuard(root: configuration.root, force: options.has(.force))
    guard isCheck || mayWriteEveryOutput(of: targets, options, guard: outputs) else { return 2 }
    guard let loaded = workspace.load(tool: "di-gen", configuration: configuration) else { return 2 }
    guard loaded.isComplete else {
        printError("di-gen: not writing \(targets.map(\.output).joined(separator: ", ")) from part of the workspace")
        return 2
    }
    // The implicit unit's generated code goes into the output's module, found with discovery's lookup.
    if let target = targets.first, target.unit.isImplicit {
        configuration.analysis.graph.generatedCodeModule = generatedCodeModule(
            output: target.output, configuration: configuration, modules: loaded.modules)
    }
    // The generator's whole-workspace reads start from each unit's graph, while the resolver works; the source
    // itself from the unit's contexts, while the resolver looks for problems (thrown away if there are errors).
    var reads: [Int: PlanningReads] = [:]
    var sources: [Int: Background<[String]>] = [:]
    let generatorOptions = targets.map { GeneratorOptions(toolVersion: toolVersion, parts: $0.parts) }
    let analyses = analyzeUnits(
        loaded.snapshot, configuration: configuration, updatable: false, modules: loaded.modules,
        graphBuilt: { reads[$0] = PlanningReads(graph: $1) },
        contextsMade: { index, resolution in
            let reads = reads[index], options = generatorOptions[index]
            sources[index] = Background { generateProviderSources(for: resolution, options: options, reads: reads) }
        })
    var status = report(analyses, loaded: loaded, workspace: workspace, configuration: configuration, colored: colored, quiet: options[.unit] != nil)
    var written: [(target: GenerationTarget, inputs: GenerationInputs)] = []
    for (index, (target, unit)) in zip(targets, analyses).enumerated() {
        let what = target.unit.isImplicit ? "" : " (unit \(target.unit.name))"
        guard workspace.problems.isEmpty, unit.analysis.errorCount == 0 else {
            printError("di-gen: not \(isCheck ? "checking" : "writing") \(target.output) while \(what.isEmpty ? "there are errors" : "unit \(target.unit.name) has errors")")
            status = max(status, 1)
            continue
        }
        let files = sources[index]?.value ?? generateProviderSources(for: unit.analysis.resolution, options: generatorOptions[index])
        status = max(status, isCheck ? check(files, of: target, counting: what, diff: options.has(diffOption)) : write(files, of: target, guard: outputs, counting: what))
        // What was read is worked out only for a build system that asks.
        guard options[depfileOption] != nil || options[inputListOption] != nil || options[outputListOption] != nil else { continue }
        var inputs = GenerationInputs(loaded, unitFiles: unit.analysis.snapshot, configuration: configuration, output: target.output)
        if let list = options[filesFromOption] { inputs.files.append(list) }
        written.append((target, inputs))
    }
    // Nothing generated (every unit has errors): no lists either. The step fails, and leaves no file behind that
    // a build that never succeeded would have made (a second project running the app's script from its folder).
    if !written.isEmpty { status = max(status, writeBuildDependencies(written, lists: buildLists(options), guard: outputs)) }
    // Exits with the workspace still held: freeing it would only add to the build step's time.
    withExtendedLifetime((loaded, analyses)) { exit(status) }
}

/// The Swift files to read: the operands and those `--files-from` names (`path`, or `module<TAB>path` as
/// `di-gen modules` prints it, `-` for no module), with the modules so named. Nil after saying why.
private func sourcePaths(_ options: ParsedArguments) -> (paths: [String], modules: [String: String?])? {
    var paths = options.operands
    var knownModules: [String: String?] = [:]
    guard let list = options[filesFromOption] else { return (paths, knownModules) }
    let entries: [String]
    do {
        entries = try readPathList(atPath: list)
    } catch {
        printError("di-gen: \(error)")
        return nil
    }
    // Other files a build system lists as inputs (`.di-lsp.json`, `Package.swift` in an `.xcfilelist`) are not
    // read as sources.
    for entry in entries {
        guard let tab = entry.utf8.firstIndex(of: UInt8(ascii: "\t")) else {
            if entry.hasSuffix(".swift"), !entry.hasSuffix("/Package.swift"), entry != "Package.swift" { paths.append(entry) }
            continue
        }
        let module = String(entry[..<tab]), path = String(entry[entry.utf8.index(after: tab)...])
        paths.append(path)
        knownModules[path] = module == "-" ? .some(nil) : .some(module)
    }
    guard !paths.isEmpty else {
        printError("di-gen: \(list) names no files")
        return nil
    }
    return (paths, knownModules)
}

/// Whether every file the run may write (the targets' files, leftover parts, the build lists asked for) passes the
/// output guard; says why not for the first that does not. Checked before anything is read or written.
private func mayWriteEveryOutput(of targets: [GenerationTarget], _ options: ParsedArguments, guard outputs: OutputGuard) -> Bool {
    for target in targets {
        for output in target.outputs + target.leftoverParts {
            guard mayWrite(output, guard: outputs, isGenerated: isReplaceableProviderFile) else { return false }
        }
    }
    for list in [depfileOption, inputListOption, outputListOption].compactMap({ options[$0] }) {
        guard mayWrite(list, guard: outputs, isGenerated: { isReplaceableBuildList(path: list, head: $0) }) else { return false }
    }
    return true
}

/// The build lists asked for. Xcode sets SRCROOT when it runs a phase; by hand, lists are written from the
/// project's folder.
private func buildLists(_ options: ParsedArguments) -> BuildLists {
    BuildLists(
        depfile: options[depfileOption], inputs: options[inputListOption], outputs: options[outputListOption],
        sourceRoot: getenv("SRCROOT").map { String(cString: $0) } ?? ".")
}

/// Writes `files` (the target's file, then its parts) where they changed and removes parts left by a run with
/// more: one line for each file written, one for the rest. 0, or 2 when one could not be written.
func write(_ files: [String], of target: GenerationTarget, guard outputs: OutputGuard, counting what: String) -> Int32 {
    var status: Int32 = 0, unchanged = 0
    for (source, output) in zip(files, target.outputs) {
        let result = write(source, to: output, guard: outputs, isGenerated: isReplaceableProviderFile, counting: what, quietWhenUnchanged: target.parts > 0)
        if result == nil { unchanged += 1 }
        status = max(status, result ?? 0)
    }
    if target.parts > 0, unchanged > 0 { printError("di-gen: " + partsState(unchanged, of: target, "unchanged") + what) }
    for leftover in target.leftoverParts where outputs.removeGenerated(atPath: leftover, isGenerated: isReplaceableProviderFile) {
        printError("di-gen: removed \(leftover)\(what): the providers are in \(partsText(target.parts)) now")
    }
    return status
}

/// `--check` of the target's files: 0 when all hold `files` and no leftover part remains, else 1 (saying what).
private func check(_ files: [String], of target: GenerationTarget, counting what: String, diff: Bool) -> Int32 {
    var status: Int32 = 0, upToDate = 0
    for (source, output) in zip(files, target.outputs) {
        let result = check(source, against: output, counting: what, diff: diff, quietWhenUpToDate: target.parts > 0)
        if result == nil { upToDate += 1 }
        status = max(status, result ?? 0)
    }
    if target.parts > 0, upToDate > 0 { printError("di-gen: " + partsState(upToDate, of: target, "up to date") + what) }
    for leftover in target.leftoverParts {
        printError("di-gen: \(leftover) is stale\(what): the providers are in \(partsText(target.parts)) now; run di-gen generate")
        status = 1
    }
    return status
}

/// `… and its 2 parts are unchanged`, or `the other 2 of …` when some were written.
private func partsState(_ count: Int, of target: GenerationTarget, _ state: String) -> String {
    let files = "\(target.output) and its \(partsText(target.parts))"
    return count == target.parts + 1 ? "\(files) are \(state)" : "the other \(count) of \(files) are \(state)"
}

private func partsText(_ count: Int) -> String { count == 1 ? "1 part" : "\(count) parts" }

/// The configuration to analyse with and the files to write: each selected unit's `generatedFile` (the implicit
/// unit's is the configuration's), or `--output` (one unit only). Nil after saying why.
private func generationTargets(
    _ selected: [GenerationUnit], _ options: ParsedArguments, workspace: CommandWorkspace, colored: Bool
) -> (WorkspaceConfiguration, [GenerationTarget])? {
    let configuration = workspace.configuration
    var selected = selected
    if let output = options[outputOption], selected.count > 1 {
        // The unit whose generated file it is (a build step migrated from Needle names its output this way).
        let path = absolutePath(output)
        guard let unit = selected.first(where: { configuration.generatedFilePath(of: $0).map(absolutePath) == path }) else {
            printError("di-gen: --output names one file, but there are \(selected.count) units and none writes \(output); add --unit NAME")
            return nil
        }
        selected = [unit]
    }
    var targets: [GenerationTarget] = []
    for var unit in selected {
        // Relative to the current directory, as every path on the command line.
        if let output = options[outputOption] { unit.generatedFile = absolutePath(output) }
        if let parts = options.number(partsOption) { unit.generatedParts = parts }
        guard let path = configuration.generatedFilePath(of: unit) else {
            if !workspace.problems.isEmpty {
                writeOutput(textLines(workspace.problems, colored: colored))
                printError("di-gen: not writing: \(configuration.filePath) is invalid")
            } else if unit.isImplicit {
                printError("di-gen: generate needs --output FILE, or \"generatedFile\" in \(configuration.filePath)\n\(usageText(generateCommand))")
            } else {
                printError("di-gen: unit \(unit.name) has no \"generatedFile\" in \(configuration.filePath)")
            }
            return nil
        }
        // The implicit unit's `--output` as the command line spells it: a depfile names it as the build does.
        let output = unit.isImplicit ? options[outputOption] ?? path : path
        targets.append(GenerationTarget(unit: unit, output: output))
    }
    return (configuration.analysing(targets.map(\.unit)), targets)
}

/// Prints the diagnostics as `di-lsp --check` does (every unit's, merged); 1 when there are errors.
private func report(
    _ analyses: [UnitAnalysis], loaded: LoadedWorkspace, workspace: CommandWorkspace, configuration: WorkspaceConfiguration,
    colored: Bool, quiet: Bool
) -> Int32 {
    let checked = CheckedUnits(loaded, workspace: workspace, configuration: configuration, units: analyses)
    checked.writeText(colored: colored, to: writeOutput)
    if !quiet { checked.printNotes(tool: "di-gen") }
    guard checked.errorCount > 0 else { return 0 }
    printError(checked.summaryLine(tool: "di-gen", modules: loaded.moduleSummary))
    return 1
}

/// Whether `output` passes `outputs`; says why not on stderr.
func mayWrite(_ output: String, guard outputs: OutputGuard, isGenerated: ([UInt8]) -> Bool) -> Bool {
    do {
        try outputs.check(output, isGenerated: isGenerated)
        return true
    } catch {
        printError("di-gen: not writing \(output): \(error)")
        return false
    }
}

/// Writes `source` to `output` through `outputs` when it changed; 0, nil when unchanged and `quietWhenUnchanged`
/// (the caller counts it), or 2 after saying why it could not.
@discardableResult
func write(
    _ source: String, to output: String, guard outputs: OutputGuard, isGenerated: ([UInt8]) -> Bool, counting what: String = "",
    quietWhenUnchanged: Bool = false
) -> Int32? {
    do {
        let written = try outputs.write(Array(source.utf8), to: output, isGenerated: isGenerated)
        if !written, quietWhenUnchanged { return nil }
        printError("di-gen: \(written ? "wrote" : "unchanged") \(output)\(what)")
        return 0
    } catch {
        printError("di-gen: cannot write \(output): \(error)")
        return 2
    }
}

/// `--check`: 0 when `output` holds exactly `source` (nil when `quietWhenUpToDate`: the caller counts it), else 1,
/// saying what changed (and, with `diff`, printing a unified diff).
private func check(_ source: String, against output: String, counting what: String, diff: Bool, quietWhenUpToDate: Bool) -> Int32? {
    let current: String
    switch readFile(atPath: output, limit: max(source.utf8.count * 4, 1 << 20)) {
    case .bytes(let bytes):
        // Compared as bytes: an up-to-date file (the usual answer) is never copied into a String.
        guard !bytes.equalsUTF8(of: source) else {
            if quietWhenUpToDate { return nil }
            printError("di-gen: \(output) is up to date\(what)")
            return 0
        }
        current = String(decoding: bytes, as: UTF8.self)
    case .tooLarge:
        printError("di-gen: \(output) is stale\(what): far larger than what di-gen writes")
        return 1
    case .unreadable:
        printError("di-gen: \(output) is stale\(what): it does not exist or cannot be read; run di-gen generate")
        return 1
    }
    printError("di-gen: \(output) is stale\(what); run di-gen generate:")
    for line in describeChanges(from: current, to: source) { printError("  \(line)") }
    if diff { writeOutput(unifiedDiff(old: current, new: source, oldLabel: output, newLabel: output + " (di-gen generate)")) }
    return 1
}

/// Where `--depfile`, `--input-file-list` and `--output-file-list` go, and the folder the lists' paths are
/// written from (Xcode's `SRCROOT`).
struct BuildLists {
    var depfile: String?
    var inputs: String?
    var outputs: String?
    var sourceRoot: String
}

/// The depfile and file lists for what was generated or checked; 0, or 2 when one cannot be written.
func writeBuildDependencies(
    _ generated: [(target: GenerationTarget, inputs: GenerationInputs)], lists: BuildLists, guard outputs: OutputGuard
) -> Int32 {
    var status: Int32 = 0
    func save(_ text: @autoclosure () -> String, to path: String?) {
        guard let path else { return }
        do {
            try outputs.write(Array(text().utf8), to: path, isGenerated: { isReplaceableBuildList(path: path, head: $0) })
        } catch {
            printError("di-gen: cannot write \(path): \(error)")
            status = 2
        }
    }
    // One rule, for the main file: Make and Ninja (a build edge's first output) read one; the parts are the
    // same edge's other outputs.
    let inputs = Array(Set(generated.flatMap(\.inputs.files))).sorted()
    let outputs = generated.flatMap(\.target.outputs)
    for (list, paths, xcodeList) in [
        (lists.depfile, inputs + outputs + generated.flatMap(\.inputs.folders), false), (lists.inputs, inputs, true), (lists.outputs, outputs, true),
    ] {
        guard let list, let (path, reason) = pathNoBuildListCarries(paths, xcodeList: xcodeList) else { continue }
        printError("di-gen: not writing \(list): it cannot name \(lineSafe(path)) (\(reason)); rename that file")
        status = 2
    }
    guard status == 0 else { return status }
    save(depfileText(generated.map { ($0.target.output, $0.inputs.files + $0.inputs.folders) }), to: lists.depfile)
    save(fileListText(inputs, sourceRoot: lists.sourceRoot, sorted: true), to: lists.inputs)
    save(fileListText(outputs, sourceRoot: lists.sourceRoot), to: lists.outputs)
    return status
}
