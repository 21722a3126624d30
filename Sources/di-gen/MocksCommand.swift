import DICommandLine
import DIFileSystem
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace

let mocksOutputOption = CommandOption("--output", value: "FILE", required: true, help: "the mocks file to write")
let protocolsOption = CommandOption("--protocols", value: "A,B", help: "only these dependency protocols")

let mocksCommand = CommandSpec(
    tool: "di-gen", name: "mocks", summary: "writes a <Protocol>Mock class per dependency protocol, only when the file changes",
    options: [mocksOutputOption, protocolsOption, .unit, .root, .force, .color],
    details: [
        "FILE is checked as generate's is, and may replace only a mocks file di-gen wrote.",
        "With \"units\" in .di-lsp.json, --unit NAME takes the protocols of that unit's files only.",
    ])

/// `di-gen mocks`: writes a mock per dependency protocol found in PATHS (or per protocol named in `--protocols`),
/// atomically and only when the content changes.
///
/// Reads only what the mocks need (the files' summaries and the dependency protocols), neither the component
/// graph nor the resolution, so a workspace with errors still gets its mocks. A broken `.di-lsp.json` is reported
/// on stderr and the defaults are used. Exit status: 0 written or unchanged, 1 a named protocol does not exist
/// (nothing written), 2 usage or I/O failure.
func runMocks(_ options: ParsedArguments) -> Int32 {
    guard let output = options[mocksOutputOption] else {
        printError("di-gen: mocks needs --output FILE\n\(usageText(mocksCommand))")
        return 2
    }
    let protocolNames = options[protocolsOption].map {
        $0.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }
    if protocolNames?.isEmpty == true {
        printError("di-gen: --protocols needs at least one name")
        return 2
    }
    let workspace = CommandWorkspace(root: options[.root], paths: options.operands)
    guard let units = workspace.units(named: options[.unit], tool: "di-gen") else { return 2 }
    let outputs = OutputGuard(root: workspace.configuration.root, force: options.has(.force))
    guard mayWrite(output, guard: outputs, isGenerated: isReplaceableMocksFile) else { return 2 }
    printError(textLines(workspace.problems, colored: options.colored), terminator: "")
    guard let loaded = workspace.load(tool: "di-gen") else { return 2 }
    let snapshot = options[.unit] == nil ? loaded.snapshot : unitSnapshot(loaded.snapshot, units[0])
    // Kept until the process exits: tearing down a 10,000-file snapshot took a fifth of the command's time.
    keptUntilExit = snapshot
    let protocols = dependencyProtocols(of: snapshot)
    let plan = planMocks(for: protocols, in: snapshot, protocolNames: protocolNames)
    if !plan.unknownProtocolNames.isEmpty {
        printError("di-gen: no dependency protocol named \(plan.unknownProtocolNames.joined(separator: ", ")); not writing \(output)")
        return 1
    }
    for skipped in plan.skipped { printError("di-gen: warning: no mock for \(skipped.name): \(skipped.reason)") }
    // Every protocol skipped: a file of no mocks is nothing a test can use.
    if plan.mocks.isEmpty, !plan.skipped.isEmpty {
        printError("di-gen: no protocol can have a mock; not writing \(output)")
        return 1
    }
    let source = generateMockSource(for: plan, options: MockOptions(toolVersion: toolVersion))
    return write(source, to: output, guard: outputs, isGenerated: isReplaceableMocksFile, counting: " (\(plan.mocks.count) mocks, \(plan.requirementCount) requirements)") ?? 0
}

/// What `runMocks` leaves for the process's exit to reclaim.
nonisolated(unsafe) private var keptUntilExit: Snapshot?

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
