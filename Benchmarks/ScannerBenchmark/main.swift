// Scanner throughput on a real-Swift corpus, one thread, release build.
// Usage: swift run -c release scanner-benchmark [corpus-dir] [rounds] [--if-imported]
// Loads every .swift file under the corpus into memory first, then scans them all `rounds` times and
// prints files, megabytes, best and median MB/s (wall clock, and by this thread's CPU time), and a checksum of the results so the work cannot be
// optimised away. The corpus comes from Benchmarks/extract-corpus.sh (default .cache/corpus).
import DIScanner
import Foundation

// With --notes, scans once and prints how many scan notes each message got, with example locations:
// the corpus is real, compiling Swift, so notes there point at scanner mistakes.
// With --dump PATH, prints the summary of one file, or of every .swift file under a directory (each
// after a `== relative/path` line, sorted), and exits: for comparing scanner versions by diff.
var arguments = CommandLine.arguments
if let dumpIndex = arguments.firstIndex(of: "--dump"), dumpIndex + 1 < arguments.count {
    let path = arguments[dumpIndex + 1]
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        for file in loadSwiftFiles(under: path) {
            print("== \(file.path.dropFirst(path.count + 1))")
            print(dumpSummary(of: file.bytes), terminator: "")
        }
        exit(0)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
        print("scanner-benchmark: cannot read \(path)")
        exit(1)
    }
    print(dumpSummary(of: [UInt8](data)), terminator: "")
    exit(0)
}
let listsNotes = arguments.contains("--notes")
// With --if-imported, files that do not import Swinject are scanned without the Swinject pass (`SwinjectReading`),
// as every file of a workspace that never imports Swinject is; without it, the pass runs as in one that does.
let reading: SwinjectReading = arguments.contains("--if-imported") ? .ifImported : .always
arguments.removeAll { $0 == "--notes" || $0 == "--if-imported" }
let corpusPath = arguments.count > 1 ? arguments[1] : ".cache/corpus"
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 5) : 5

func loadSwiftFiles(under root: String) -> [(path: String, bytes: [UInt8])] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [(String, [UInt8])] = []
    while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".swift") else { continue }
        let path = root + "/" + relative
        if let data = FileManager.default.contents(atPath: path) { files.append((path, [UInt8](data))) }
    }
    return files.sorted { $0.0 < $1.0 }
}

let files = loadSwiftFiles(under: corpusPath)
guard !files.isEmpty else {
    print("scanner-benchmark: no .swift files under \(corpusPath) (run Benchmarks/extract-corpus.sh)")
    exit(1)
}
if listsNotes {
    var examples: [String: [String]] = [:]
    var counts: [String: Int] = [:]
    for file in files {
        let summary = scan(file.bytes)
        guard !summary.notes.isEmpty else { continue }
        let lines = LineIndex(file.bytes)
        for note in summary.notes {
            counts[note.message, default: 0] += 1
            if examples[note.message, default: []].count < 8 {
                examples[note.message, default: []].append("\(file.path):\(lines.location(of: note.range.start).line)")
            }
        }
    }
    for (message, count) in counts.sorted(by: { $0.value > $1.value }) {
        print("\(count)\t\(message)")
        for example in examples[message] ?? [] { print("\t\(example)") }
    }
    exit(0)
}
let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
let megabytes = Double(totalBytes) / 1_000_000

/// CPU time of this thread in seconds: on a busy machine it shows the scanner's own speed, which
/// wall-clock time (also printed) understates.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var speeds: [Double] = []
var cpuSpeeds: [Double] = []
var checksum = 0
for _ in 0..<rounds {
    var roundChecksum = 0
    let cpuStart = threadCPUSeconds()
    let start = ContinuousClock.now
    for file in files {
        let summary = scan(file.bytes, swinject: reading)
        roundChecksum &+= summary.declarations.count
        for declaration in summary.declarations {
            roundChecksum &+= declaration.properties.count &+ declaration.childCreations.count
        }
        roundChecksum &+= summary.notes.count
    }
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    speeds.append(megabytes / seconds)
    cpuSpeeds.append(megabytes / (threadCPUSeconds() - cpuStart))
    checksum = roundChecksum
}
speeds.sort()
cpuSpeeds.sort()
print("files: \(files.count)\(reading == .ifImported ? " (Swinject pass only where imported)" : "")")
print(String(format: "MB: %.1f", megabytes))
print(String(format: "best MB/s: %.1f", speeds.last!))
print(String(format: "median MB/s: %.1f", speeds[speeds.count / 2]))
print(String(format: "best MB/s by thread CPU time: %.1f", cpuSpeeds.last!))
print(String(format: "median MB/s by thread CPU time: %.1f", cpuSpeeds[cpuSpeeds.count / 2]))
print("checksum (declarations + properties + child creations + notes): \(checksum)")
