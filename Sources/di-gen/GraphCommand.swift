import DIAnalysis
import DICommandLine
import DIReporting
import DIWorkspace

let graphFormatOption = CommandOption(
    "--format", choices: ["dot", "mermaid", "json"], default: "dot", help: "Graphviz, Mermaid, or rows as JSON")

let graphCommand = CommandSpec(
    tool: "di-gen", name: "graph", summary: "prints the component tree and its resolutions (dot: errors red, unreachable components dashed)",
    options: [graphFormatOption, .root, .color])

/// `di-gen graph`; a broken `.di-lsp.json` is reported on stderr and the defaults are used.
func runGraph(_ options: ParsedArguments) -> Int32 {
    let format = GraphFormat(rawValue: options[graphFormatOption] ?? "dot") ?? .dot
    let workspace = CommandWorkspace(root: options[.root], paths: options.operands)
    printError(textLines(workspace.problems, colored: ColorChoice(rawValue: options[.color] ?? "auto")?.usesColorHere ?? false), terminator: "")
    guard let loaded = workspace.load(tool: "di-gen") else { return 2 }
    writeOutput(graphReport(analyze(loaded.snapshot, configuration: workspace.configuration.analysis, updatable: false), format: format))
    return 0
}
