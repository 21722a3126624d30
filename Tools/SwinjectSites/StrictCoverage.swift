import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Foundation

/// Replaces each resolve's written type with a fresh one, one site at a time, and counts the sites where an error
/// appears on the resolve's line (see main.swift). A resolve several units analyse counts once: caught when any
/// unit reports it.
func strictCoverage(_ snapshot: Snapshot, configuration: WorkspaceConfiguration, list: Bool) {
    var outcome: [String: (caught: Bool, before: String)] = [:]
    for unit in analyzeUnits(snapshot, configuration: configuration, updatable: true) {
        let analysis = unit.analysis
        analysis.snapshot.forEachFile { file in
            guard let facts = file.summary.swinject, !facts.resolutions.isEmpty,
                let bytes = readFile(atPath: file.path, limit: ReadLimits.swiftFile).bytes
            else { return }
            for (index, resolution) in facts.resolutions.enumerated() {
                let (line, key) = siteLocation(resolution, in: file)
                let site = SwinjectSite(file: file.id, index: index)
                let before = describe(analysis.swinject.verdict(site), checked: analysis.swinject.isChecked(site))
                guard let type = resolution.service, type.range.start < type.range.end, type.range.end <= bytes.count else {
                    if outcome[key] == nil { outcome[key] = (false, "no written type") }
                    continue
                }
                var mutated = bytes
                mutated.replaceSubrange(type.range.start..<type.range.end, with: Array("StrictCoverageFresh\(index)".utf8))
                var changed = analysis.snapshot
                let ids = changed.apply([.set(file.path, module: file.module, bytes: mutated)])
                let updated = analysis.updated(to: changed, changedFiles: ids)
                // From the start of the resolve's line to the end of the call (a resolve may span lines), after the
                // replacement: the end moves by the length change.
                let lineStart = file.lines.lineStarts[line]
                let shift = "StrictCoverageFresh\(index)".utf8.count - (type.range.end - type.range.start)
                let lineBytes = lineStart..<(max(resolution.range.end, lineStart) + shift + 1)
                let errors = (updated.diagnosticsByFile[file.id] ?? []).filter { $0.severity == .error }
                let caught = errors.contains { (diagnostic: Diagnostic) in lineBytes.contains(diagnostic.location.range.start) }
                let previous = outcome[key]
                outcome[key] = (caught || previous?.caught == true, previous?.before ?? before)
            }
        }
    }
    let caught = outcome.values.count(where: \.caught)
    let percent = outcome.isEmpty ? 100 : Double(caught) * 100 / Double(outcome.count)
    print("strict coverage: \(caught) of \(outcome.count) resolve sites report a deleted registration (\(String(format: "%.1f", percent))%)")
    var missed: [String: Int] = [:]
    for (_, value) in outcome where !value.caught { missed[value.before, default: 0] += 1 }
    for (reason, count) in missed.sorted(by: { $0.value > $1.value }) { print("  not caught, \(count): first \(reason)") }
    if list {
        for (key, value) in outcome.sorted(by: { $0.key < $1.key }) where !value.caught { print("\(key)\t\(value.before)") }
    }
}

private func describe(_ verdict: SwinjectVerdict?, checked: Bool) -> String {
    switch verdict {
    case .served: checked ? "served, checked" : "served, not checked"
    case .problem: "reported"
    case .unchecked(let reason): "unchecked: \(reason)"
    case nil: "no verdict"
    }
}
