// Times the core's answer to an edit: a provider removed from one component's file, the snapshot
// updated and the analysis updated incrementally, then the provider put back. Compares with a full
// analysis. This is the part of the language server's edit -> diagnostics latency spent in the core.
// Usage: update-latency DIR [EDITS]   (DIR from workspace-generator; EDITS pairs, default 50)
import DIAnalysis
import DIFileSystem
import DIIndex
import Dispatch
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: update-latency DIR [EDITS]")
    exit(2)
}
let edits = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50
var snapshot = try loadWorkspace([arguments[1]]).snapshot
var analysis = analyze(snapshot)
let fullStart = DispatchTime.now()
_ = analyze(snapshot)
let fullMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - fullStart.uptimeNanoseconds) / 1e6

/// Mid-level components: each provides a service that its descendants require.
let candidates = snapshot.files.filter { $0.path.hasSuffix("Component.swift") && !$0.path.hasSuffix("RootComponent.swift") }
    .sorted { $0.path < $1.path }
var samples: [Double] = []
var errorsSeen: [Int] = []
for index in 0..<edits {
    let file = candidates[(index * 7919) % candidates.count]
    let original = try String(contentsOfFile: file.path, encoding: .utf8)
    let broken = original.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !($0.contains("var service") && $0.contains("shared {")) }.joined(separator: "\n")
    for text in [broken, original] {
        let start = DispatchTime.now()
        let changed = snapshot.apply([.set(file.path, module: file.module, text: text)])
        analysis = analysis.updated(to: snapshot, changedFiles: changed)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        errorsSeen.append(analysis.errorCount)
    }
}
let sorted = samples.sorted()
func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
print("workspace: \(arguments[1]) (\(snapshot.fileCount) files, \(analysis.graph.components.count) components)")
print(String(format: "full analysis: %.1f ms", fullMilliseconds))
print(String(format: "edit (rescan + incremental update), %d edits: p50 %.2f ms, p95 %.2f ms, max %.2f ms",
    samples.count, percentile(0.5), percentile(0.95), sorted.last ?? 0))
print("errors after each removal / restore: \(errorsSeen.prefix(8).map(String.init).joined(separator: " ")) ...")
