import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Foundation

/// `analysis-fuzzer apps --seed N --edits N DIR ...`: loads each folder as `--check` does and makes seeded line edits
/// in its DI files (a line deleted, duplicated, moved, or one copied from another DI file), one at a time. After
/// each, the incremental update, in one step and in two (one or two random DI files first, every change split), must
/// equal a fresh analysis. What `IncrementalAnalysisTests` checks on a small workspace, on whole real apps.
/// - Returns: the exit status: 0, or 1 after printing the first edit whose update differs.
func checkIncrementalUpdates(onApps folders: [String], seed: UInt64, edits: Int) -> Int32 {
    for folder in folders {
        guard var snapshot = try? loadWorkspace([folder]).snapshot else {
            print("\(folder): cannot be loaded")
            return 1
        }
        let diPaths = snapshot.files.filter { isDICode($0.summary) }.map(\.path).sorted()
        guard !diPaths.isEmpty else {
            print("\(folder): \(diPaths.count) DI file(s), skipped")
            continue
        }
        var random = SeededRandom(seed: seed)
        var lines = Dictionary(uniqueKeysWithValues: diPaths.map { ($0, diskLines(of: $0)) })
        var analysis = analyze(snapshot)
        var split = 0
        for step in 0..<edits {
            let path = diPaths[Int(random.next() % UInt64(diPaths.count))]
            var text = lines[path]!
            let at = Int(random.next() % UInt64(max(text.count, 1)))
            switch random.next() % 4 {
            case 0 where text.count > 1: text.remove(at: at)
            case 1: text.insert(text[at], at: Int(random.next() % UInt64(text.count + 1)))
            case 2 where text.count > 1: text.insert(text.remove(at: at), at: Int(random.next() % UInt64(text.count)))
            default:
                let other = lines[diPaths[Int(random.next() % UInt64(diPaths.count))]]!
                text.insert(other[Int(random.next() % UInt64(max(other.count, 1)))], at: at)
            }
            if random.next() % 20 == 0 { text = diskLines(of: path) }  // now and then, repair a file
            lines[path] = text
            let module = snapshot.file(snapshot.id(forPath: path)!)?.module
            let changed = snapshot.apply([.set(path, module: module, text: text.joined(separator: "\n"))])
            let fresh = analyze(snapshot)
            let first = Set((0..<1 + Int(random.next() % 2)).compactMap { _ in
                snapshot.id(forPath: diPaths[Int(random.next() % UInt64(diPaths.count))])
            })
            let update = analysis.updated(to: snapshot, changedFiles: changed, firstFiles: first, minimumDeferred: 1)
            let oneStep = analysis.updated(to: snapshot, changedFiles: changed)
            var problem: String?
            if oneStep.diagnostics != fresh.diagnostics { problem = "the one-step update" }
            if oneStep.swinject.checkedResolutionCount != fresh.swinject.checkedResolutionCount
                || oneStep.swinject.resolutionCount != fresh.swinject.resolutionCount
            {
                problem = "the one-step update's Swinject counts"
            }
            if let early = update.firstDiagnostics {
                split += 1
                for file in first where (early[file] ?? []) != fresh.diagnostics(in: file) { problem = "the early diagnostics of \(file)" }
            }
            let finished = update.finished()
            if finished.diagnostics != fresh.diagnostics { problem = "the two-step update" }
            if let problem {
                print("\(folder): edit \(step) in \(path): \(problem) differs from a fresh analysis")
                print("  fresh:   \(fresh.diagnostics.map(\.message))")
                print("  updated: \(oneStep.diagnostics.map(\.message))")
                return 1
            }
            analysis = finished
        }
        print("\(folder): \(edits) edits in \(diPaths.count) DI files, \(split) split in two steps, every update equal to a fresh analysis")
    }
    return 0
}

/// A file that declares what looks like a component (a class whose base type names `Component`) or a dependency
/// protocol (one inheriting a type whose name ends in `Dependency`), or that registers, resolves or makes containers
/// with Swinject.
private func isDICode(_ summary: FileSummary) -> Bool {
    if let facts = summary.swinject, !facts.registrations.isEmpty || !facts.resolutions.isEmpty || !facts.containers.isEmpty { return true }
    return summary.declarations.contains { declaration in
        declaration.inheritedTypes.contains { inherited in
            declaration.kind == .class ? inherited.text.contains("Component") : declaration.kind == .protocol && inherited.text.hasSuffix("Dependency")
        }
    }
}

/// The file's lines as on disk (the edits are made in memory only).
private func diskLines(of path: String) -> [String] {
    (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? [""]
}
