import DIAnalysis
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import DIScanner

/// Runs one input through everything a user can run it through: scan, analyse, every report, the graph,
/// generation (when the workspace has no errors, as `di-gen` does), and an incremental edit of one file.
/// - Returns: a short summary (counts), so the work cannot be optimised away and a replay has something to show.
func exercise(_ input: FuzzInput) -> String {
    var snapshot = Snapshot(loading: input.files.map { .set($0.path, module: moduleName(of: $0.path), bytes: $0.bytes) })
    let analysis = analyze(snapshot)
    var outputBytes = textReport(analysis).utf8.count + jsonReport(analysis).utf8.count + sarifReport(analysis).utf8.count
    outputBytes += graphReport(analysis, format: .json).utf8.count
    if analysis.errorCount == 0 {
        outputBytes += generateProviderSource(for: analysis.resolution, options: GeneratorOptions(toolVersion: "fuzz")).utf8.count
    }
    let first = input.files[0]
    let changed = snapshot.apply([.set(first.path, module: moduleName(of: first.path), bytes: input.editedFirstFile)])
    let updated = analysis.updated(to: snapshot, changedFiles: changed)
    checkUpdates(of: analysis, to: snapshot, changedFiles: changed, updated: updated, firstFile: snapshot.id(forPath: first.path))
    return "\(input.files.count) files, \(analysis.graph.components.count) components, "
        + "\(analysis.diagnostics.count) diagnostics (\(updated.diagnostics.count) after the edit), \(outputBytes) bytes of reports"
}

/// `Sources/<Module>/...` -> `Module`, as the tools infer it.
private func moduleName(of path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count > 2, components[0] == "Sources" else { return nil }
    return String(components[1])
}

/// An update must equal a fresh analysis, in one step and in two (the edited file first, every change split):
/// what `IncrementalAnalysisTests` checks on a small workspace, here on mutants of real code. A difference stops
/// the worker, which saves the input.
private func checkUpdates(of analysis: Analysis, to snapshot: Snapshot, changedFiles: Set<FileID>, updated: Analysis, firstFile: FileID?) {
    let fresh = analyze(snapshot)
    precondition(updated.diagnostics == fresh.diagnostics, "an incremental update differs from a fresh analysis")
    guard let firstFile else { return }
    let update = analysis.updated(to: snapshot, changedFiles: changedFiles, firstFiles: [firstFile], minimumDeferred: 1)
    if let early = update.firstDiagnostics {
        precondition((early[firstFile] ?? []) == fresh.diagnostics(in: firstFile), "the first file's early diagnostics differ from a fresh analysis")
    }
    precondition(update.finished().diagnostics == fresh.diagnostics, "a two-step update differs from a fresh analysis")
}
