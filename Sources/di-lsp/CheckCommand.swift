import DIAnalysis
import DICommandLine
import DIFileSystem
import DIReporting
import DIWorkspace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let formatOption = CommandOption(
    "--format", choices: CheckFormat.allCases.map(\.rawValue), default: CheckFormat.text.rawValue,
    help: "compiler-style lines, one JSON object, or SARIF 2.1.0")

/// `--check`'s report formats.
enum CheckFormat: String, CaseIterable {
    case text, json, sarif
}

let checkCommand = CommandSpec(
    tool: "di-lsp", name: "--check", summary: "checks a workspace's dependency graph, as the server does; exit 1 on errors",
    options: [formatOption, .color],
    details: [
        "Reads the .di-lsp.json nearest above the first PATH (or the current folder); PATH defaults to the current folder.",
        "Exit status: 0 no errors, 1 errors, 2 usage error or a workspace not fully read.",
    ])

/// `di-lsp --check`: the server's analysis as a batch command. A broken `.di-lsp.json` is reported on itself as
/// an error and the defaults are used. Exit status: 0 no errors, 1 errors found, 2 usage error, a path that is
/// missing or unreadable, a walk stopped at its limit or a file over its size limit, or internal failure.
func runCheck(_ arguments: [String]) -> Int32 {
    let options: ParsedArguments
    switch parseArguments(arguments, for: checkCommand) {
    case .success(let parsed): options = parsed
    case .failure(let error): return usageError(error.message)
    }
    if options.wantsHelp {
        writeOutput(usageText(checkCommand) + "\n")
        return 0
    }
    let format = options.choice(formatOption, as: CheckFormat.self)
    let colored = options.colored
    let workspace = CommandWorkspace(root: nil, paths: options.operands, defaultPath: ".")
    guard let loaded = workspace.load(tool: "di-lsp") else { return 2 }
    let checked = CheckedUnits(loaded, workspace: workspace)
    switch format {
    case .json:
        writeOutput(jsonReport(checked.diagnostics, components: checked.componentCount, files: checked.fileCount))
    case .sarif:
        let context = SARIFContext(workingDirectory: currentDirectoryPath(), sourceBytes: { readFile(atPath: $0, limit: ReadLimits.swiftFile).bytes })
        writeOutput(sarifReport(checked.diagnostics, context: context))
    case .text:
        checked.writeText(colored: colored, to: writeOutput)
    }
    checked.printNotes(tool: "di-lsp")
    printError(checked.summaryLine(tool: "di-lsp", modules: loaded.moduleSummary))
    // A walk cut short at its limit, or a file not read, checked only part of the workspace: never a pass.
    let status: Int32 = !loaded.isComplete ? 2 : checked.errorCount > 0 ? 1 : 0
    // Exit while the analysis (and what was loaded) is alive: freeing 100,000 components' worth of it took a tenth
    // of the run.
    withExtendedLifetime((checked, loaded)) { exit(status) }
}
