import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Foundation

/// Replaces each resolve's written type (or the initializer parameter's it is passed to) with a fresh one, one site at a time, and counts the sites where an error
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
                // The type written at the resolve, or the initializer parameter's it is passed to (in its own file).
                let written = resolution.service.map { (file, $0) }
                    ?? analysis.swinject.parameterType(site).flatMap { type in declaringFile(of: type, resolution.parameter!, in: analysis.snapshot).map { ($0, type) } }
                guard let (typeFile, type) = written, type.range.start < type.range.end,
                    let typeBytes = typeFile.id == file.id ? bytes : readFile(atPath: typeFile.path, limit: ReadLimits.swiftFile).bytes,
                    type.range.end <= typeBytes.count
                else {
                    if outcome[key] == nil { outcome[key] = (false, "no written type") }
                    continue
                }
                let fresh = Array("StrictCoverageFresh\(index)".utf8)
                var mutated = typeBytes
                mutated.replaceSubrange(type.range.start..<type.range.end, with: fresh)
                var changed = analysis.snapshot
                let ids = changed.apply([.set(typeFile.path, module: typeFile.module, bytes: mutated)])
                let updated = analysis.updated(to: changed, changedFiles: ids)
                // From the start of the resolve's line to the end of the call (a resolve may span lines), after the
                // replacement: what follows it in the same file moves by the length change.
                let shift = fresh.count - (type.range.end - type.range.start)
                func moved(_ offset: Int) -> Int { typeFile.id == file.id && offset >= type.range.end ? offset + shift : offset }
                let lineStart = file.lines.lineStarts[line]
                let lineBytes = moved(lineStart)..<(moved(max(resolution.range.end, lineStart)) + 1)
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

/// The file whose `init` of `site.typeName` declares the parameter `type` was read from.
private func declaringFile(of type: TypeText, _ site: SwinjectParameterSite, in snapshot: Snapshot) -> IndexedFile? {
    var found: IndexedFile?
    snapshot.forEachFile { file in
        guard found == nil else { return }
        for declaration in file.summary.declarations where declaration.name.split(separator: ".").last.map(String.init) == site.typeName {
            if declaration.initializers.contains(where: { site.position < $0.types.count && $0.types[site.position].range == type.range && $0.labels == site.labels }) {
                found = file
            }
        }
    }
    return found
}

private func describe(_ verdict: SwinjectVerdict?, checked: Bool) -> String {
    switch verdict {
    case .served: checked ? "served, checked" : "served, not checked"
    case .problem: "reported"
    case .unchecked(let reason): "unchecked: \(reason)"
    case nil: "no verdict"
    }
}
