// Times what an editor asks for every file it shows: inlay hints and code lenses, on a workspace from
// workspace-generator, after one full analysis. Each file is asked for both, one at a time, on one thread; the
// figures are per file. Also times the analysis itself, which builds the providers' reverse index, and hover on
// requirements, hover and references on providers, 500 of each spread over the workspace and the root's providers
// (per request: what one item costs, not the workspace).
// Usage: navigation-latency DIR [ROUNDS]   (DIR from workspace-generator, any shape; ROUNDS over all files, default 3)
import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIScanner
import DIWorkspace
import Dispatch
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: navigation-latency DIR [ROUNDS]")
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let snapshot = try loadWorkspace([arguments[1]]).snapshot
let analysisStart = DispatchTime.now()
let analysis = analyze(snapshot)
let analysisMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - analysisStart.uptimeNanoseconds) / 1e6

/// This thread's CPU time in microseconds: unaffected by other processes competing for the cores.
func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
}

struct Sample {
    let path: String
    let hints: Int
    let lenses: Int
    let microseconds: Double
}

var samples: [Sample] = []
var counts = (hints: 0, lenses: 0)
for round in 0..<rounds {
    for file in snapshot.files {
        let start = threadCPUMicroseconds()
        let hints = analysis.inlayHints(in: file.id)
        let lenses = analysis.codeLenses(in: file.id)
        let elapsed = threadCPUMicroseconds() - start
        if round == 0 { counts = (counts.hints + hints.count, counts.lenses + lenses.count) }
        samples.append(Sample(path: file.path, hints: hints.count, lenses: lenses.count, microseconds: elapsed))
    }
}
let sorted = samples.map(\.microseconds).sorted()
func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))] }
let slowest = samples.max { $0.microseconds < $1.microseconds }!
print("""
    \(analysis.graph.components.count) components, \(snapshot.fileCount) files; full analysis \(String(format: "%.0f", analysisMilliseconds)) ms
    \(counts.hints) hints and \(counts.lenses) lenses in all files
    hints + lenses per file, thread CPU: p50 \(String(format: "%.1f", percentile(0.5))) µs, p95 \(String(format: "%.1f", percentile(0.95))) µs, \
    max \(String(format: "%.1f", sorted.last ?? 0)) µs
    slowest: \((slowest.path as NSString).lastPathComponent) (\(slowest.hints) hints, \(slowest.lenses) lenses)
    """)

/// Each request's thread CPU time, in microseconds, over the items `offsets` names.
func timeRequests(_ offsets: [(FileID, Int)], _ request: (FileID, Int) -> Int) -> (p50: Double, p95: Double, max: Double, answers: Int) {
    var times: [Double] = []
    var answers = 0
    for (file, offset) in offsets {
        let start = threadCPUMicroseconds()
        answers += request(file, offset)
        times.append(threadCPUMicroseconds() - start)
    }
    times.sort()
    func at(_ p: Double) -> Double { times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count - 1) * p))] }
    return (at(0.5), at(0.95), times.last ?? 0, answers)
}
var requirementOffsets: [(FileID, Int)] = []
var providerOffsets: [(FileID, Int)] = []
for file in snapshot.files {
    for declaration in file.summary.declarations {
        let offsets = declaration.properties.map { (file.id, $0.nameRange.start) }
        if declaration.kind == .protocol { requirementOffsets += offsets } else { providerOffsets += offsets }
    }
}
// At most 500 of each, spread over the workspace.
requirementOffsets = stride(from: 0, to: requirementOffsets.count, by: max(1, requirementOffsets.count / 500)).map { requirementOffsets[$0] }
let rootProviders = providerOffsets.filter { snapshot.file($0.0)?.path.hasSuffix("RootComponent.swift") == true }
providerOffsets = stride(from: 0, to: providerOffsets.count, by: max(1, providerOffsets.count / 500)).map { providerOffsets[$0] }
// The root's providers always (its session is read by every component of the generator's shapes).
providerOffsets += rootProviders.filter { root in !providerOffsets.contains { $0 == root } }
let hovers = timeRequests(requirementOffsets) { analysis.hover(in: $0, at: $1) == nil ? 0 : 1 }
let providerHovers = timeRequests(providerOffsets) { analysis.hover(in: $0, at: $1) == nil ? 0 : 1 }
let references = timeRequests(providerOffsets) { analysis.references(in: $0, at: $1, includeDeclaration: false).count }
print("""
    hover on each of \(requirementOffsets.count) requirements, thread CPU: p50 \(String(format: "%.1f", hovers.p50)) µs, \
    p95 \(String(format: "%.1f", hovers.p95)) µs, max \(String(format: "%.1f", hovers.max)) µs (\(hovers.answers) answered)
    hover on each of \(providerOffsets.count) providers (the root's among them), thread CPU: p50 \(String(format: "%.1f", providerHovers.p50)) µs, \
    p95 \(String(format: "%.1f", providerHovers.p95)) µs, max \(String(format: "%.1f", providerHovers.max)) µs (\(providerHovers.answers) answered)
    references on each of \(providerOffsets.count) providers, thread CPU: p50 \(String(format: "%.1f", references.p50)) µs, \
    p95 \(String(format: "%.1f", references.p95)) µs, max \(String(format: "%.1f", references.max)) µs (\(references.answers) locations)
    """)
