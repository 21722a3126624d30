// Times each phase of `di-lsp --check` on a workspace, so optimisation goes where the time is.
// Usage: check-phases DIR [RUNS]
import DIAnalysis
import DIFileSystem
import DIIndex
import DIReporting
import DIResolver
import DIWorkspace
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

/// Resident memory now, in MiB (Linux: /proc/self/statm; elsewhere 0).
func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

var rows: [String: [Double]] = [:]
var resident: [String: Double] = [:]
let order = ["discover", "read", "scan+index", "graph", "resolve+checks", "wording", "render", "total"]
for _ in 0..<runs {
    let total = DispatchTime.now()
    var start = DispatchTime.now()
    let files = discoverSwiftFiles(in: [arguments[1]], selection: FileSelection(root: arguments[1])).files
    rows["discover", default: []].append(milliseconds(start))
    start = DispatchTime.now()
    // As `loadWorkspace` reads them: on all cores.
    let changes = zip(files, parallelMap(files, minimumCount: 256) { readFile(atPath: $0.path, limit: ReadLimits.swiftFile).bytes }).compactMap { file, bytes in
        bytes.map { FileChange.set(file.path, module: file.module, bytes: $0) }
    }
    rows["read", default: []].append(milliseconds(start))
    resident["read"] = residentMegabytes()
    start = DispatchTime.now()
    let snapshot = Snapshot(loading: changes)
    rows["scan+index", default: []].append(milliseconds(start))
    resident["scan+index"] = residentMegabytes()
    start = DispatchTime.now()
    let graph = buildGraph(snapshot, updatable: false)  // as --check builds it
    rows["graph", default: []].append(milliseconds(start))
    resident["graph"] = residentMegabytes()
    start = DispatchTime.now()
    let resolution = resolve(graph)
    rows["resolve+checks", default: []].append(milliseconds(start))
    resident["resolve+checks"] = residentMegabytes()
    start = DispatchTime.now()
    let analysis = analyze(snapshot, updatable: false)
    rows["wording", default: []].append(milliseconds(start) - rows["graph"]!.last! - rows["resolve+checks"]!.last!)
    resident["wording"] = residentMegabytes()
    start = DispatchTime.now()
    var renderedBytes = 0
    writeTextReport(analysis) { renderedBytes += $0.utf8.count }  // as --check streams it, without the writes
    rows["render", default: []].append(milliseconds(start))
    resident["render"] = residentMegabytes()
    rows["total", default: []].append(milliseconds(total) - rows["graph"]!.last! - rows["resolve+checks"]!.last!)
    precondition(resolution.problems.count >= 0 && renderedBytes >= 0)
}
print("phase            median ms   resident MiB after (\(runs) runs, \(arguments[1]))")
for phase in order {
    let sorted = rows[phase, default: [0]].sorted()
    let memory = resident[phase].map { String(format: "%12.0f", $0) } ?? ""
    print(phase.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: "%10.1f", sorted[sorted.count / 2]) + memory)
}
