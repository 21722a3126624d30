import DIFileSystem
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace

/// `di-gen mocks --output FILE [--protocols A,B] [--root DIR] [--force] [PATH ...]`: writes a mock per dependency protocol
/// found in PATHS (or per protocol named in `--protocols`), atomically and only when the content changes.
///
/// Reads only what the mocks need (the files' summaries and the dependency protocols), neither the component
/// graph nor the resolution, so a workspace with errors still gets its mocks. A broken `.di-lsp.json` is reported on stderr and the defaults
/// are used. Exit status: 0 written or unchanged, 1 a named protocol does not exist (nothing written), 2 usage
/// or I/O failure.
func runMocks(_ arguments: [String]) -> Int32 {
    guard let options = parseOptions(arguments, valueOptions: ["--output", "--protocols", "--root"], flags: ["--force"]) else { return 2 }
    guard let output = options.values["--output"] else { return usageError("mocks needs --output FILE") }
    let protocolNames = options.values["--protocols"].map {
        $0.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }
    if protocolNames?.isEmpty == true { return usageError("--protocols needs at least one name") }
    let workspace = WorkspaceOptions(options)
    guard workspace.mayWrite(output, force: options.flags.contains("--force"), isGenerated: isReplaceableMocksFile) else { return 2 }
    for problem in workspace.problems {
        let location = problem.location
        printError("\(location.path):\(location.line):\(location.column): error: \(problem.message) [\(problem.code)]")
    }
    let snapshot: Snapshot
    do {
        let loaded = try loadWorkspace(
            options.paths.isEmpty ? [workspace.configuration.root] : options.paths, configuration: workspace.configuration)
        for path in loaded.unreadable { printError("di-gen: skipped unreadable file \(path)") }
        snapshot = loaded.snapshot
    } catch {
        printError("di-gen: \(error)")
        return 2
    }
    // Kept until the process exits: tearing down a 10,000-file snapshot took a fifth of the command's time.
    keptUntilExit = snapshot
    let protocols = dependencyProtocols(of: snapshot)
    let plan = planMocks(for: protocols, in: snapshot, protocolNames: protocolNames)
    if !plan.unknownProtocolNames.isEmpty {
        printError("di-gen: no dependency protocol named \(plan.unknownProtocolNames.joined(separator: ", ")); not writing \(output)")
        return 1
    }
    for skipped in plan.skipped { printError("di-gen: warning: no mock for \(skipped.name): \(skipped.reason)") }
    let source = generateMockSource(for: plan, options: MockOptions(toolVersion: toolVersion))
    do {
        let written = try writeIfChanged(Array(source.utf8), toPath: output)
        printError("di-gen: \(written ? "wrote" : "unchanged") \(output) (\(plan.mocks.count) mocks, \(plan.requirementCount) requirements)")
        return 0
    } catch {
        printError("di-gen: cannot write \(output): \(error)")
        return 2
    }
}

/// What `runMocks` leaves for the process's exit to reclaim.
nonisolated(unsafe) private var keptUntilExit: Snapshot?

private extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
