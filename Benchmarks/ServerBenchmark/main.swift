// Measures the language server over a pipe, as an editor uses it, on synthetic workspaces.
// Usage: swift run -c release server-benchmark [DIR] [--sizes 1000,10000] [--edits 50] [--wide 5000] [--root-edits 10]
//   --wide N  instead of the tree: a root with N-1 children (edits in a child; the root's provider every child reads)
//   --open-first N  instead: the wide shape with the root's and one reader's files open, in every sequence (opening
//        order, ranged or full-text changes), the root's session removed and restored --root-edits times
//        (OpenFirstScenario.swift)
//   --typing N  instead: the tree of N components, a keystroke in the root's file --rate times a second (20) for
//        --seconds (60), each followed by three requests (TypingScenario.swift)
//   --swinject N  instead: N Swinject registrations in assemblies (edits in one open assembly, SwinjectScenario.swift)
//   DIR  where the workspaces are generated (default .cache/server-benchmark); di-lsp and
//        workspace-generator are taken from the same build folder as this executable.
import Foundation

/// Writes a line at once (stdout to a pipe is block-buffered, and progress should show as it happens).
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var sizes = [1000, 10000]
var edits = 50
var folder = ".cache/server-benchmark"
var wideSizes: [Int] = []
var rootEdits = 10
var swinjectSizes: [Int] = []
var openFirstSizes: [Int] = []
var typingSizes: [Int] = []
var typingRate = 20
var typingSeconds = 60
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--sizes": sizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--edits": edits = Int(arguments.first ?? "") ?? edits; arguments = Array(arguments.dropFirst())
    case "--wide": wideSizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--swinject": swinjectSizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--open-first": openFirstSizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--typing": typingSizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--rate": typingRate = Int(arguments.first ?? "") ?? typingRate; arguments = Array(arguments.dropFirst())
    case "--seconds": typingSeconds = Int(arguments.first ?? "") ?? typingSeconds; arguments = Array(arguments.dropFirst())
    case "--root-edits": rootEdits = Int(arguments.first ?? "") ?? rootEdits; arguments = Array(arguments.dropFirst())
    case _ where argument.hasPrefix("-"):
        // `--help` or a misspelt option is no folder to generate workspaces into.
        FileHandle.standardError.write(Data("usage: server-benchmark [DIR] [--sizes 1000,10000] [--edits 50] [--wide N] [--open-first N] [--typing N [--rate 20] [--seconds 60]] [--swinject N] [--root-edits 10]\n".utf8))
        exit(argument == "--help" ? 0 : 2)
    default: folder = argument
    }
}

let binaries = Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
let server = binaries.appendingPathComponent("di-lsp")
let generator = binaries.appendingPathComponent("workspace-generator")
let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL

/// Generates a workspace once; later runs reuse it.
func workspace(_ size: Int, broken: Bool, shape: String = "tree") throws -> URL {
    let url = root.appendingPathComponent("workspace-\(shape == "tree" ? "" : shape + "-")\(size)\(broken ? "-broken" : "")", isDirectory: true)
    guard !FileManager.default.fileExists(atPath: url.path) else { return url }
    let process = Process()
    process.executableURL = generator
    process.arguments = [String(size), url.path, "--shape", shape] + (broken ? ["--break"] : [])
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return url
}

report("server: \(server.path)")

/// `p50 … ms, p95 … ms (count)` of one scenario's samples.
func line(_ samples: [Double]) -> String {
    "p50 \(formatted(percentile(samples, 0.5))) ms, p95 \(formatted(percentile(samples, 0.95))) ms (\(samples.count))"
}
if !wideSizes.isEmpty || !swinjectSizes.isEmpty || !openFirstSizes.isEmpty || !typingSizes.isEmpty { sizes = [] }
for size in typingSizes {
    do {
        report("typing \(size): \(typingRate) keystrokes a second for \(typingSeconds) s...")
        let figures = try measureTyping(
            server: server, workspace: try workspace(size, broken: false), size: size, rate: typingRate, seconds: typingSeconds)
        report("""

            \(size) components, \(figures.changes) keystrokes in the root's file, each followed by hover, code lens and inlay hints
              answers with a result:                 \(line(figures.answered))
              answered ContentModified or cancelled: \(figures.declined); unanswered: \(figures.unanswered)
              last answer after the last keystroke:  \(formatted(figures.lastAnswerAfterLastChange)) ms
              open reader settled after it:          \(formatted(figures.settled)) ms
              a request sent afterwards:             \(formatted(figures.requestAfterwards)) ms
              each request on an idle server:        \(figures.idle.sorted { $0.key < $1.key }.map { "\($0.key.dropFirst(13)) \(formatted($0.value)) ms" }.joined(separator: ", "))
            """)
    } catch {
        report("typing \(size): failed: \(error)")
    }
}
for (size, shape) in openFirstSizes.flatMap({ size in ["wide", "wide-filler"].map { (size, $0) } }) {
    report("\n\(shape): a root with \(size - 1) children reading its session; the root's file and one reader's open; \(rootEdits) rounds")
    for sequence in OpenFirstSequence.all {
        do {
            let figures = try measureOpenFirst(
                server: server, workspace: try workspace(size, broken: false, shape: shape), size: size, rounds: rootEdits, sequence: sequence)
            report("""
                  \(sequence):
                    removed -> the open reader:   \(line(figures.removedOpen))
                    restored -> the open reader:  \(line(figures.restoredOpen))
                    removed -> all readers:       \(line(figures.removedAll))
                    restored -> all readers:      \(line(figures.restoredAll))
                    most readers served before the open one: \(figures.mostServedBefore)
                """)
        } catch {
            report("  \(sequence): failed: \(error)")
        }
    }
}
for size in swinjectSizes {
    var figures = SwinjectFigures()
    do {
        report("swinject \(size): editing...")
        try measureSwinjectEditing(
            server: server, workspace: try workspace(size, broken: false, shape: "swinject"), size: size, edits: edits, into: &figures)
    } catch {
        report("swinject \(size): failed: \(error)")
        continue
    }
    report("""

        \(size) Swinject registrations, one assembly open
          unregistered resolve added -> diagnostic:   \(line(figures.unregisteredAdded))
          unregistered resolve removed -> cleared:    \(line(figures.unregisteredRemoved))
          registration removed -> diagnostic:         \(line(figures.registrationRemoved))
          registration restored -> cleared:           \(line(figures.registrationRestored))
          peak RSS:                                   \(figures.peakResident.map { formatted($0) + " MB" } ?? "n/a")
        """)
}
for size in wideSizes {
    var figures = WideFigures()
    do {
        report("wide \(size): editing...")
        try measureWideEditing(
            server: server, workspace: try workspace(size, broken: false, shape: "wide"), size: size, edits: edits,
            rootEdits: rootEdits, into: &figures)
    } catch {
        report("wide \(size): failed: \(error)")
        continue
    }
    report("""

        a root with \(size - 1) children
          child's requirement added -> diagnostic:     \(line(figures.requirementAdded))
          child's requirement removed -> cleared:      \(line(figures.requirementRemoved))
          root's session removed -> first child:       \(line(figures.rootProviderRemovedFirst))
          root's session removed -> the open child:    \(line(figures.rootProviderRemovedOpen))
          root's session removed -> all \(size - 1):       \(line(figures.rootProviderRemovedAll))
          root's session restored -> all cleared:      \(line(figures.rootProviderRestoredAll))
          peak RSS:                                    \(figures.peakResident.map { formatted($0) + " MB" } ?? "n/a")
        """)
}
for size in sizes {
    var figures = Figures()
    do {
        report("\(size) components: editing...")
        try measureEditing(server: server, workspace: try workspace(size, broken: false), size: size, edits: edits, into: &figures)
        report("\(size) components: first diagnostics...")
        try measureFirstDiagnostics(server: server, workspace: try workspace(size, broken: true), size: size, into: &figures)
    } catch {
        report("\(size) components: failed: \(error)")
        continue
    }
    report("""

        \(size) components
          initialize round trip:            \(formatted(figures.initializeRoundTrip)) ms
          first index (progress begin-end):  \(formatted(figures.firstIndex)) ms
          all first diagnostics (--break):   \(formatted(figures.allFirstDiagnostics)) ms for \(figures.filesWithDiagnostics) files
          remove provider -> diagnostic:     p50 \(formatted(percentile(figures.removeProvider, 0.5))) ms, p95 \(formatted(percentile(figures.removeProvider, 0.95))) ms (\(figures.removeProvider.count) edits)
          restore provider -> cleared:       p50 \(formatted(percentile(figures.restoreProvider, 0.5))) ms, p95 \(formatted(percentile(figures.restoreProvider, 0.95))) ms
          peak RSS:                          \(figures.peakResidentClean.map { formatted($0) + " MB" } ?? "n/a") (editing), \(figures.peakResidentBroken.map { formatted($0) + " MB" } ?? "n/a") (--break)
        """)
}
