import DIAnalysis
import DICommandLine
import DIFileSystem
import DIGenerator
import DIMigration
import DINeedleOracle
import DIReporting
import DIResolver
import DIWorkspace
import Foundation

let dryRunOption = CommandOption("--dry-run", help: "print what would change as a unified diff; write nothing")
let runtimePackageOption = CommandOption(
    "--runtime-package", value: "URL|PATH", help: "where DIRuntime's package is, for manifests that name Needle's (else they are listed as manual steps)")
let runtimeVersionOption = CommandOption("--runtime-version", value: "VERSION", help: "the version to depend on with a URL (default \(toolVersion))")

let migrateCommand = CommandSpec(
    tool: "di-gen", name: "migrate", summary: "moves a Needle app to di-gen: units, build scripts, imports and manifests, in one step",
    options: [dryRunOption, runtimePackageOption, runtimeVersionOption, .force],
    operands: "needle [PATH]",
    details: [
        "PATH is the folder to migrate, inside a git repository (default: the repository holding the current",
        "directory). Each `needle generate` command",
        "(scripts, Makefiles, Xcode Run Script phases, XcodeGen, Tuist helpers) becomes a unit in .di-lsp.json whose",
        "generatedFile is Needle's file, and the command becomes `di-gen generate --output` that file; imports and",
        "Package.swift/Tuist dependencies are rewritten; what cannot be changed is listed with the exact step.",
        "It refuses a working tree with uncommitted changes (--force to go on), writes every file or none, then",
        "compares each unit with the Needle file it replaces and generates it.",
        "A command it cannot make a unit for stays as it is, and so do the imports of the files no unit reads; what",
        "still names Needle afterwards is listed with file:line.",
        "Exit status: 0 migrated or nothing to do; 1 a unit disagrees with Needle or has errors, or Needle still runs",
        "(a command left as it is, a Needle-generated file no unit replaces); 2 usage or I/O error.",
    ])

/// `di-gen migrate needle`: plans with `MigrationPlan`, prints it (a diff with `--dry-run`), then writes all files
/// or none, compares each unit with the Needle file it replaces and generates the units.
func runMigrate(_ options: ParsedArguments) -> Int32 {
    guard options.operands.first == "needle", options.operands.count <= 2 else {
        printError("di-gen: migrate needs what to migrate from: di-gen migrate needle [PATH]\n\(usageText(migrateCommand))")
        return 2
    }
    let start = absolutePath(options.operands.count == 2 ? options.operands[1] : ".")
    // PATH is the folder migrated (an app inside a larger repository); without it, the whole repository.
    guard let gitRoot = repositoryRoot(above: start) ?? (options.has(.force) ? start : nil) else {
        printError("di-gen: \(start) is not in a git repository; migrate writes only inside one (--force to migrate it all the same)")
        return 2
    }
    let root = options.operands.count == 2 ? start : gitRoot
    if let interrupted = interruptedWrite(root: root, dryRun: options.has(dryRunOption)) { return interrupted }
    let listing: RepositoryListing
    switch repositoryFiles(root) {
    case .success(let found): listing = found
    case .failure(let problem):
        printError("di-gen: \(problem.message)")
        return 2
    }
    for nested in listing.nestedRepositories {
        printError("di-gen: skipping \(nested): another repository (a submodule or vendored checkout); migrate it on its own")
    }
    let repository = Repository(files: listing.files, linkedFiles: listing.linkedFiles) { path in
        readFile(atPath: root + "/" + path, limit: 4 << 20).bytes
    }
    let runtime = options[runtimePackageOption].map { RuntimePackage(location: $0, version: options[runtimeVersionOption] ?? toolVersion) }
    let plan = MigrationPlan(repository, runtime: runtime)
    describe(plan, root: root)
    // Needle still generates some file, or runs somewhere: the migration is not complete until the steps listed
    // are done.
    let incomplete: Int32 = plan.unreplacedNeedleFiles.isEmpty && plan.unresolvedCommands == 0 ? 0 : 1
    guard !plan.isEmpty else {
        let left = plan.unresolvedCommands > 0 ? "\(plan.unresolvedCommands) `needle generate` command(s) could not be turned into units"
            : "no `needle generate` command writes \(plan.unreplacedNeedleFiles.joined(separator: ", "))"
        printError(incomplete == 0 ? "di-gen: nothing to migrate in \(root)" : "di-gen: nothing migrated in \(root): \(left); see the steps above")
        return incomplete
    }
    if options.has(dryRunOption) {
        for edit in plan.edits {
            let new = String(decoding: edit.new, as: UTF8.self)
            guard let old = edit.old.map({ String(decoding: $0, as: UTF8.self) }) else {
                let lines = new.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                writeOutput("--- /dev/null\n+++ b/\(edit.path)\n@@ -0,0 +1,\(lines.count) @@\n" + lines.map { "+\($0)\n" }.joined())
                continue
            }
            writeOutput(unifiedDiff(old: old, new: new, oldLabel: "a/" + edit.path, newLabel: "b/" + edit.path))
        }
        printError("di-gen: --dry-run: nothing written")
        return 0
    }
    if !options.has(.force), let dirty = uncommittedChanges(root) {
        printError("di-gen: not migrating: \(dirty); commit or stash first (or --force)")
        return 2
    }
    if let configuration = plan.edits.first(where: { $0.path == configurationFileName }), configuration.new.count > ReadLimits.configuration {
        printError("di-gen: nothing written: \(configurationFileName) would be \(configuration.new.count) bytes, over the \(ReadLimits.configuration) bytes the tools read")
        return 2
    }
    do {
        try writeAllOrNone(plan.edits.map { RepositoryFileEdit(path: $0.path, old: $0.old, new: $0.new) }, root: root)
    } catch {
        printError("di-gen: nothing written: \(error)")
        return 2
    }
    printError("di-gen: wrote \(plan.edits.count) file(s); the build steps keep writing the generated files where Needle's were "
        + "(to use the SwiftPM plugin DIGeneratePlugin instead, delete those files and steps first: both would declare every provider)")
    verifyAndGenerate(root: root, units: plan.units, incomplete: incomplete)
}

/// A migration killed while writing is finished or undone before anything else (`finishInterruptedWrite`); a
/// dry run only says so. Nil to go on, else the exit status.
private func interruptedWrite(root: String, dryRun: Bool) -> Int32? {
    if dryRun {
        guard hasInterruptedWrite(root: root) else { return nil }
        printError("di-gen: a migration was interrupted while writing in \(root); run di-gen migrate needle without --dry-run to finish or undo it")
        return 2
    }
    guard let done = finishInterruptedWrite(root: root) else { return nil }
    printError("di-gen: \(done)")
    return done.hasPrefix("not touching") ? 2 : nil
}

/// Prints the units, the files to edit and the manual steps (on stderr: stdout carries the diff).
private func describe(_ plan: MigrationPlan, root: String) {
    printError("di-gen: \(plan.commandCount) needle generate command(s) found in \(root)")
    for unit in plan.units {
        let reads = unit.include.isEmpty ? "the whole repository" : unit.include.joined(separator: ", ")
        var excluding = unit.excludeContaining.map { "paths containing \($0)" } + unit.excludeSuffixes.map { "names ending \($0)" }
        excluding = excluding.isEmpty ? [] : [" without " + excluding.joined(separator: ", ")]
        printError("  unit \(unit.name): \(unit.generatedFile) from \(reads)\(excluding.joined()) (\(unit.sources.joined(separator: ", ")))")
    }
    // What the units' first `generate` writes after the edits: Needle's files replaced in place, and the lists.
    for unit in plan.units {
        printError("  generate \(unit.generatedFile) (replacing Needle's)")
        guard let lists = unit.fileLists else { continue }
        let folder = lists.folder.isEmpty ? "" : lists.folder + "/"
        printError("  generate \(folder + lists.inputs) and \(folder + lists.outputs)")
    }
    for edit in plan.edits { printError("  \(edit.old == nil ? "create" : "edit") \(edit.path)") }
    if !plan.manualSteps.isEmpty {
        printError("di-gen: left for you:")
        for step in plan.manualSteps { printError("  \(step)") }
    }
}

/// Loads the migrated repository, compares each unit's resolution with the Needle file it replaces, then writes
/// every migrated unit's providers over that file, as its build step will (the lists as written from the folder
/// it runs in): all in this process, from one load and one analysis per unit. 0 when all agree and are written.
private func verifyAndGenerate(root: String, units migrated: [MigratedUnit], incomplete: Int32) -> Never {
    let workspace = CommandWorkspace(root: root, paths: [])
    guard workspace.problems.isEmpty, let loaded = workspace.load(tool: "di-gen") else {
        printError("di-gen: \(root)/.di-lsp.json cannot be read after migrating; run di-gen generate to see why")
        exit(2)
    }
    let configuration = workspace.configuration
    let analyses = analyzeUnits(loaded.snapshot, configuration: configuration, updatable: false, modules: loaded.modules)
    let checked = CheckedUnits(loaded, workspace: workspace, configuration: configuration, units: analyses)
    // The note that Needle's files are not analysed is moot: they are about to be written over.
    writeOutput(textLines(checked.diagnostics.filter { $0.code != .needleGeneratedFile }, colored: false))
    var status: Int32 = max(incomplete, checked.errorCount > 0 ? 1 : 0)
    // By generated file: a unit already in `.di-lsp.json` under another name is found too.
    var analysisByOutput: [String: UnitAnalysis] = [:]
    for unit in analyses {
        guard let output = configuration.generatedFilePath(of: unit.unit) else { continue }
        analysisByOutput[absolutePath(output)] = unit
    }
    let outputs = OutputGuard(root: root, force: false)
    let patterns = NeedleFilePatterns()
    for unit in migrated {
        let output = absolutePath(root + "/" + unit.generatedFile)
        guard let analysis = analysisByOutput[output] else { continue }
        status = max(status, compareWithNeedle(analysis, output: output, patterns: patterns))
        let target = GenerationTarget(unit: analysis.unit, output: output)
        guard analysis.analysis.errorCount == 0 else {
            printError("di-gen: not writing \(output) while unit \(analysis.unit.name) has errors")
            status = max(status, 1)
            continue
        }
        // The lists as the step names them from the folder it runs in, its SRCROOT.
        let folder = unit.fileLists.map { $0.folder.isEmpty ? root : root + "/" + $0.folder } ?? root
        let lists = BuildLists(
            inputs: unit.fileLists.map { folder + "/" + $0.inputs }, outputs: unit.fileLists.map { folder + "/" + $0.outputs }, sourceRoot: folder)
        // Every file the step writes passes the guard before any is written.
        guard (target.outputs + target.leftoverParts).allSatisfy({ mayWrite($0, guard: outputs, isGenerated: isReplaceableProviderFile) }),
              [lists.inputs, lists.outputs].compactMap({ $0 }).allSatisfy({ list in mayWrite(list, guard: outputs, isGenerated: { isReplaceableBuildList(path: list, head: $0) }) })
        else {
            status = 2
            continue
        }
        let files = generateProviderSources(for: analysis.analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion, parts: target.parts))
        status = max(status, write(files, of: target, guard: outputs, counting: " (unit \(analysis.unit.name))"))
        guard unit.fileLists != nil else { continue }
        let inputs = GenerationInputs(loaded, unitFiles: analysis.analysis.snapshot, configuration: configuration, output: output)
        status = max(status, writeBuildDependencies([(target, inputs)], lists: lists, guard: outputs))
    }
    // Exits with the workspace still held: freeing thousands of units' analyses would only add to the time.
    withExtendedLifetime((loaded, analyses)) { exit(status) }
}

/// Says whether `unit` resolves every requirement as the Needle file at `output` (not yet written over) does;
/// 0 when it does, else 1.
private func compareWithNeedle(_ unit: UnitAnalysis, output: String, patterns: NeedleFilePatterns) -> Int32 {
    guard let bytes = readFile(atPath: output, limit: 64 << 20).bytes else { return 0 }
    let needle = NeedleGeneratedFile(text: String(decoding: bytes, as: UTF8.self), patterns: patterns)
    let comparison = OracleComparison(needle: [needle], resolution: unit.analysis.resolution)
    let agrees = comparison.differences.isEmpty
    printError("di-gen: unit \(unit.unit.name): \(comparison.needlePaths) paths and \(comparison.requirements) requirements in Needle's file, "
        + (agrees ? "all resolved alike" : "\(comparison.requirements - comparison.agreements) requirement(s) and \(comparison.differences.count) difference(s) in all:"))
    for difference in comparison.differences.prefix(20) { printError("    \(difference)") }
    return agrees ? 0 : 1
}

/// What `git status --porcelain` lists, shortened; nil when the tree is clean. A tree git cannot read counts as
/// not clean.
private func uncommittedChanges(_ root: String) -> String? {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root, "status", "--porcelain", "--", "."]
    let pipe = Pipe()
    git.standardOutput = pipe
    git.standardError = FileHandle.nullDevice
    do { try git.run() } catch { return "git could not be run to see whether the working tree is clean" }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    guard git.terminationStatus == 0 else { return "git status failed in \(root)" }
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    guard !lines.isEmpty else { return nil }
    return "\(lines.count) uncommitted change(s) (\(lines.prefix(3).map { $0.dropFirst(3) }.joined(separator: ", "))\(lines.count > 3 ? ", ..." : ""))"
}
