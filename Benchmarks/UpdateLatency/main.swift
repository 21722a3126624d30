// Times the core's answer to an edit: a provider removed from one component's file, the snapshot
// updated and the analysis updated incrementally, then the provider put back. Compares with a full
// analysis. This is the part of the language server's edit -> diagnostics latency spent in the core.
// Usage: update-latency DIR [EDITS] [--root]   (DIR from workspace-generator; EDITS pairs, default 50)
//   --root  edit the root's `session` provider instead, which every component of the tree, wide and chain
//           shapes reads: each removal reports a missing dependency in every other component.
//   --first  update in two steps with the edited file and one reader open (`updated(to:changedFiles:firstFiles:)`), and
//           time the first step apart: what the server spends before the open documents' diagnostics.
//   --swinject  (a `--shape swinject` workspace) remove one registration from an assembly instead: each removal
//           reports the resolutions of its service as unregistered.
import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DIWorkspace
import Dispatch
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: update-latency DIR [EDITS]")
    exit(2)
}
let editsRoot = arguments.contains("--root")
let editsSwinject = arguments.contains("--swinject")
let inTwoSteps = arguments.contains("--first")
let edits = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50
var snapshot = try loadWorkspace([arguments[1]]).snapshot
var analysis = analyze(snapshot)
let fullStart = DispatchTime.now()
_ = analyze(snapshot)
let fullMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - fullStart.uptimeNanoseconds) / 1e6

/// Mid-level components: each provides a service that its descendants require (or, with --root, the root).
let candidates = snapshot.files.filter {
    editsSwinject ? $0.path.contains("/Assembly")
        : $0.path.hasSuffix("Component.swift") && $0.path.hasSuffix("RootComponent.swift") == editsRoot
}.sorted { $0.path < $1.path }
let removedLine = editsSwinject ? "container.register(" : editsRoot ? "var session" : "var service"
/// This thread's CPU time in milliseconds: unaffected by other processes competing for the cores.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// The 0-based line of an assembly's first registration.
func firstRegistrationLine(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(removedLine) } ?? -2
}

/// A component file that is not the root's, open beside the edited file with `--first`.
let readers = snapshot.files.filter { $0.path.hasSuffix("Component.swift") && !$0.path.hasSuffix("RootComponent.swift") }
    .map(\.path).sorted()
let openReader = readers.dropFirst(readers.count / 2).first
var samples: [Double] = []
var cpuSamples: [Double] = []
var firstStepSamples: [Double] = []
var errorsSeen: [Int] = []
for index in 0..<edits {
    let file = candidates[(index * 7919) % candidates.count]
    let original = try String(contentsOfFile: file.path, encoding: .utf8)
    let broken = original.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated().filter { line in
            // The component shapes lose every matching provider; an assembly its second registration.
            editsSwinject ? !(line.element.contains(removedLine) && line.offset == firstRegistrationLine(original) + 1)
                : !(line.element.contains(removedLine) && line.element.contains("shared {"))
        }.map(\.element).joined(separator: "\n")
    for text in [broken, original] {
        let start = DispatchTime.now()
        let cpuStart = threadCPUMilliseconds()
        let changed = snapshot.apply([.set(file.path, module: file.module, text: text)])
        if inTwoSteps {
            let first = Set(([file.path] + (openReader.map { [$0] } ?? [])).compactMap(snapshot.id(forPath:)))
            let update = analysis.updated(to: snapshot, changedFiles: changed, firstFiles: first)
            if update.firstDiagnostics != nil { firstStepSamples.append(threadCPUMilliseconds() - cpuStart) }
            analysis = update.finished()
        } else {
            analysis = analysis.updated(to: snapshot, changedFiles: changed)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        cpuSamples.append(threadCPUMilliseconds() - cpuStart)
        samples.append(elapsed)
        if elapsed > 10 * fullMilliseconds / 100 {
            print(String(format: "slow edit: %.1f ms in %@ (%@)", elapsed, file.path, text == original ? "restore" : "remove"))
        }
        errorsSeen.append(analysis.errorCount)
    }
}
func percentile(_ p: Double, of values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}
print("workspace: \(arguments[1]) (\(snapshot.fileCount) files, \(analysis.graph.components.count) components)")
print(String(format: "full analysis: %.1f ms", fullMilliseconds))
print(String(format: "edit (rescan + incremental update), %d edits, wall: p50 %.2f ms, p95 %.2f ms, max %.2f ms",
    samples.count, percentile(0.5, of: samples), percentile(0.95, of: samples), samples.max() ?? 0))
print(String(format: "same edits, thread CPU time: p50 %.2f ms, p95 %.2f ms, max %.2f ms",
    percentile(0.5, of: cpuSamples), percentile(0.95, of: cpuSamples), cpuSamples.max() ?? 0))
if inTwoSteps {
    print(String(format: "first step (open documents' diagnostics), %d of %d edits split, thread CPU time: p50 %.2f ms, p95 %.2f ms, max %.2f ms",
        firstStepSamples.count, cpuSamples.count, firstStepSamples.isEmpty ? 0 : percentile(0.5, of: firstStepSamples),
        firstStepSamples.isEmpty ? 0 : percentile(0.95, of: firstStepSamples), firstStepSamples.max() ?? 0))
}
print("errors after each removal / restore: \(errorsSeen.prefix(8).map(String.init).joined(separator: " ")) ...")
if analysis.swinject.isActive {
    print("Swinject: \(analysis.swinject.registrationCount) registrations, \(analysis.swinject.resolutionCount) resolutions, "
        + "\(analysis.swinject.checkedResolutionCount) checked")
}
