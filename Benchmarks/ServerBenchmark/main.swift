// Measures the language server over a pipe, as an editor uses it, on synthetic workspaces.
// Usage: swift run -c release server-benchmark [DIR] [--sizes 1000,10000] [--edits 50]
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
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--sizes": sizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }; arguments = Array(arguments.dropFirst())
    case "--edits": edits = Int(arguments.first ?? "") ?? edits; arguments = Array(arguments.dropFirst())
    default: folder = argument
    }
}

let binaries = Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
let server = binaries.appendingPathComponent("di-lsp")
let generator = binaries.appendingPathComponent("workspace-generator")
let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL

/// Generates a workspace once; later runs reuse it.
func workspace(_ size: Int, broken: Bool) throws -> URL {
    let url = root.appendingPathComponent("workspace-\(size)\(broken ? "-broken" : "")", isDirectory: true)
    guard !FileManager.default.fileExists(atPath: url.path) else { return url }
    let process = Process()
    process.executableURL = generator
    process.arguments = [String(size), url.path] + (broken ? ["--break"] : [])
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return url
}

report("server: \(server.path)")
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
