// Times each phase of `di-lsp --check` on a workspace, so optimisation goes where the time is.
// Usage: check-phases DIR [RUNS]
import DIAnalysis
import DIFileSystem
import DIIndex
import DIReporting
import DIResolver
import Dispatch
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: check-phases DIR [RUNS]")
    exit(2)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

func milliseconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

var rows: [String: [Double]] = [:]
let order = ["discover", "read", "scan+index", "graph", "resolve+checks", "wording", "render", "total"]
for _ in 0..<runs {
    let total = DispatchTime.now()
    var start = DispatchTime.now()
    let files = discoverSwiftFiles(in: [arguments[1]], configuration: WorkspaceConfiguration(root: arguments[1])).files
    rows["discover", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    let changes = files.compactMap { file in readBytes(atPath: file.path).map { FileChange.set(file.path, module: file.module, bytes: $0) } }
    rows["read", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    let snapshot = Snapshot(loading: changes)
    rows["scan+index", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    let graph = buildGraph(snapshot)
    rows["graph", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    let resolution = resolve(graph)
    rows["resolve+checks", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    let analysis = analyze(snapshot)
    rows["wording", default: []].append(milliseconds(start) - rows["graph"]!.last! - rows["resolve+checks"]!.last!)
    start = DispatchTime.now()
    let text = textReport(analysis)
    rows["render", default: []].append(milliseconds(start))
    rows["total", default: []].append(milliseconds(total) - rows["graph"]!.last! - rows["resolve+checks"]!.last!)
    precondition(resolution.problems.count >= 0 && text.utf8.count >= 0)
}
print("phase            median ms   (\(runs) runs, \(arguments[1]))")
for phase in order {
    let sorted = rows[phase, default: [0]].sorted()
    print(phase.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: "%10.1f", sorted[sorted.count / 2]))
}
