import DIProtocol
import Foundation

/// What the Swinject scenario measured.
struct SwinjectFigures {
    var unregisteredAdded: [Double] = []
    var unregisteredRemoved: [Double] = []
    var registrationRemoved: [Double] = []
    var registrationRestored: [Double] = []
    var peakResident: Double?
}

/// A Swinject workspace of `size` registrations (`workspace-generator --shape swinject`), one assembly open:
/// - `edits` times, resolve a type nothing registers in its `assemble` and wait for the diagnostic, then remove the line
///   and wait for the file's diagnostics to clear;
/// - `edits` times, remove the assembly's first registration, which the next factory resolves, and wait for that
///   resolution's diagnostic; then put it back and wait for them to clear.
func measureSwinjectEditing(server: URL, workspace: URL, size: Int, edits: Int, into figures: inout SwinjectFigures) throws {
    let client = try PipeClient(server: server)
    _ = client.response(to: client.request("initialize", initializeParams(root: workspace, progress: false)))
    client.notify("initialized", [:])
    let assembly = workspace.appendingPathComponent("Sources/App/Assembly\(size / 20).swift")
    let uri = JSONValue.string(assembly.absoluteString)
    let text = try String(contentsOf: assembly, encoding: .utf8)
    client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
    _ = client.response(to: client.request("workspace/symbol", ["query": "nothing matches this"]))
    var version = 1
    func change(line: Int, removing: Bool, insert: String) {
        version += 1
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": .int(version)],
            "contentChanges": [["range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(removing ? line + 1 : line), "character": 0]],
                                "text": .string(insert)]],
        ])
    }
    func measure(line: Int, removing: Bool, insert: String, empty: Bool, into samples: inout [Double]) throws {
        let sent = DispatchTime.now().uptimeNanoseconds
        change(line: line, removing: removing, insert: insert)
        guard let (_, at) = client.wait(for: { isDiagnostics($0, for: uri, empty: empty, code: "unregistered-service") }) else {
            throw BenchmarkError("no \(empty ? "cleared" : "") diagnostics after an edit of line \(line)")
        }
        samples.append(milliseconds(from: sent, to: at))
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let assemble = lines.firstIndex(where: { $0.contains("func assemble") }) else { throw BenchmarkError("no assemble") }
    for _ in 0..<edits {
        try measure(line: assemble + 1, removing: false, insert: "        _ = container.resolve(Unregistered.self)\n", empty: false,
                    into: &figures.unregisteredAdded)
        try measure(line: assemble + 1, removing: true, insert: "", empty: true, into: &figures.unregisteredRemoved)
        try measure(line: assemble + 1, removing: true, insert: "", empty: false, into: &figures.registrationRemoved)
        try measure(line: assemble + 1, removing: false, insert: String(lines[assemble + 1]) + "\n", empty: true,
                    into: &figures.registrationRestored)
    }
    figures.peakResident = peakResidentMegabytes(of: client.process.processIdentifier)
    try shutDown(client)
}
