import DIAnalysis
import DICommandLine
import DIReporting
import DIWorkspace

let graphFormatOption = CommandOption(
    "--format", choices: GraphFormat.allCases.map(\.rawValue), default: GraphFormat.dot.rawValue, help: "Graphviz, Mermaid, or rows as JSON")

let graphCommand = CommandSpec(
    tool: "di-gen", name: "graph", summary: "prints the component tree and its resolutions (dot: errors red, unreachable components dashed)",
    options: [graphFormatOption, .unit, .root, .color],
    details: ["With \"units\" in .di-lsp.json, each unit is its own graph: --unit NAME picks one (needed when there are several)."])

/// `di-gen graph`; a broken `.di-lsp.json` is reported on stderr and the defaults are used.
func runGraph(_ options: ParsedArguments) -> Int32 {
    let format = options.choice(graphFormatOption, as: GraphFormat.self)
    let workspace = CommandWorkspace(root: options[.root], paths: options.operands)
    printError(textLines(workspace.problems, colored: options.colored), terminator: "")
    guard let units = workspace.units(named: options[.unit], tool: "di-gen") else { return 2 }
    if units.count > 1 {
        printError("di-gen: graph draws one unit; add --unit NAME (\(units.map(\.name).joined(separator: ", ")))")
        return 2
    }
    guard let loaded = workspace.load(tool: "di-gen") else { return 2 }
    let configuration = workspace.configuration.analysing(units)
    let analysis = analyzeUnits(loaded.snapshot, configuration: configuration, updatable: false, modules: loaded.modules)[0].analysis
    writeOutput(graphReport(analysis, format: format))
    return 0
}
