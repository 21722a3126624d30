import DICommandLine
import DIFileSystem
import DIReporting
import DIWorkspace

let modulesCommand = CommandSpec(
    tool: "di-gen", name: "modules",
    summary: "prints the module each Swift file is compiled into, as every check sees it (`-`: none), for checking `modules` globs",
    options: [.root, .color])

/// `di-gen modules`: one `module<TAB>path` line per file, in the walk's order, and where modules came from on stderr.
func runModules(_ options: ParsedArguments) -> Int32 {
    let workspace = CommandWorkspace(root: options[.root], paths: options.operands)
    printError(textLines(workspace.problems, colored: options.colored), terminator: "")
    let discovery = discoverSwiftFiles(in: workspace.paths, selection: workspace.configuration.files)
    for note in discovery.notes + discovery.modules.notes { printError("di-gen: \(note)") }
    for failure in discovery.failures { printError("di-gen: \(failure)") }
    writeOutput(discovery.files.map { "\($0.module ?? "-")\t\(lineSafe($0.path))\n" }.joined())
    printError("di-gen: \(discovery.files.count) files; modules: \(discovery.moduleSummary ?? "none")")
    return discovery.failures.isEmpty && discovery.isComplete ? 0 : 2
}
