import DIProtocol
import Foundation

/// What one workspace size measured.
struct Figures {
    var initializeRoundTrip = 0.0
    var firstIndex = 0.0
    var removeProvider: [Double] = []
    var restoreProvider: [Double] = []
    var peakResidentClean: Double?
    var allFirstDiagnostics = 0.0
    var filesWithDiagnostics = 0
    var peakResidentBroken: Double?
}

/// The generator's tree: component `index` is created by `(index - 1) / 8`; it provides `service<index>`, which its
/// children (and their children, up to four levels) require.
func parent(of index: Int) -> Int { (index - 1) / 8 }
func componentFile(_ index: Int, in workspace: URL) -> URL {
    workspace.appendingPathComponent("Sources/App/\(index == 0 ? "RootComponent" : "Feature\(index)Component").swift")
}

func initializeParams(root: URL, progress: Bool) -> JSONValue {
    [
        "processId": .int(Int(ProcessInfo.processInfo.processIdentifier)),
        "rootUri": .string(root.absoluteString),
        "capabilities": progress ? ["window": ["workDoneProgress": true]] : [:],
    ]
}

/// Initialize round trip, first index (progress begin to end), then `edits` times: remove the provider that the
/// last component needs from its parent's file, wait for the missing-dependency diagnostic in the last
/// component's file, put it back and wait for that file's diagnostics to clear.
func measureEditing(server: URL, workspace: URL, size: Int, edits: Int, into figures: inout Figures) throws {
    let client = try PipeClient(server: server)
    let start = DispatchTime.now().uptimeNanoseconds
    let initialize = client.request("initialize", initializeParams(root: workspace, progress: true))
    guard let (_, answered) = client.response(to: initialize) else { throw BenchmarkError("no initialize response") }
    figures.initializeRoundTrip = milliseconds(from: start, to: answered)
    client.notify("initialized", [:])
    guard let (create, _) = client.wait(for: { $0["method"] == "window/workDoneProgress/create" }) else {
        throw BenchmarkError("no progress token request")
    }
    let indexStart = DispatchTime.now().uptimeNanoseconds
    client.acknowledge(create)
    guard let (_, indexed) = client.wait(for: { $0[path: "params", "value", "kind"] == "end" }) else { throw BenchmarkError("no progress end") }
    figures.firstIndex = milliseconds(from: indexStart, to: indexed)

    let consumer = size - 1
    let providerFile = componentFile(parent(of: consumer), in: workspace)
    let consumerURI = JSONValue.string(componentFile(consumer, in: workspace).absoluteString)
    let text = try String(contentsOf: providerFile, encoding: .utf8)
    let providerLine = "    var service\(parent(of: consumer)): Service\(parent(of: consumer)) { shared { Service\(parent(of: consumer))() } }\n"
    guard let lineIndex = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: Substring(providerLine.dropLast()))
    else { throw BenchmarkError("no provider line in \(providerFile.path)") }
    let uri = JSONValue.string(providerFile.absoluteString)
    client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
    _ = client.response(to: client.request("workspace/symbol", ["query": "nothing matches this"]))

    var version = 1
    func change(_ range: JSONValue, _ newText: String) {
        version += 1
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": .int(version)],
            "contentChanges": [["range": range, "text": .string(newText)]],
        ])
    }
    let line = JSONValue.int(lineIndex)
    let next = JSONValue.int(lineIndex + 1)
    for _ in 0..<edits {
        var sent = DispatchTime.now().uptimeNanoseconds
        change(["start": ["line": line, "character": 0], "end": ["line": next, "character": 0]], "")
        guard let (_, broken) = client.wait(for: { isDiagnostics($0, for: consumerURI, empty: false) }) else {
            throw BenchmarkError("no missing-dependency diagnostic in \(consumerURI)")
        }
        figures.removeProvider.append(milliseconds(from: sent, to: broken))
        sent = DispatchTime.now().uptimeNanoseconds
        change(["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]], providerLine)
        guard let (_, fixed) = client.wait(for: { isDiagnostics($0, for: consumerURI, empty: true) }) else {
            throw BenchmarkError("diagnostics in \(consumerURI) did not clear")
        }
        figures.restoreProvider.append(milliseconds(from: sent, to: fixed))
    }
    figures.peakResidentClean = peakResidentMegabytes(of: client.process.processIdentifier)
    try shutDown(client)
}

/// Time from `initialized` to the last of the first diagnostics, on the `--break` workspace where every
/// component but the root misses `session`.
func measureFirstDiagnostics(server: URL, workspace: URL, size: Int, into figures: inout Figures) throws {
    let client = try PipeClient(server: server)
    _ = client.response(to: client.request("initialize", initializeParams(root: workspace, progress: false)))
    let start = DispatchTime.now().uptimeNanoseconds
    client.notify("initialized", [:])
    var files = Set<JSONValue>()
    var last = start
    while files.count < size - 1 {
        guard let (message, at) = client.wait(timeout: 60, for: { $0["method"] == "textDocument/publishDiagnostics" }) else { break }
        if let uri = message[path: "params", "uri"], message[path: "params", "diagnostics"]?.arrayValue?.isEmpty == false {
            files.insert(uri)
            last = at
        }
    }
    figures.allFirstDiagnostics = milliseconds(from: start, to: last)
    figures.filesWithDiagnostics = files.count
    figures.peakResidentBroken = peakResidentMegabytes(of: client.process.processIdentifier)
    try shutDown(client)
}

func isDiagnostics(_ message: JSONValue, for uri: JSONValue, empty: Bool, code: String = "missing-dependency") -> Bool {
    guard message["method"] == "textDocument/publishDiagnostics", message[path: "params", "uri"] == uri,
        let diagnostics = message[path: "params", "diagnostics"]?.arrayValue
    else { return false }
    return empty ? diagnostics.isEmpty : diagnostics.contains { $0["code"] == .string(code) }
}

func shutDown(_ client: PipeClient) throws {
    _ = client.response(to: client.request("shutdown", nil))
    client.notify("exit", nil)
    client.process.waitUntilExit()
    guard client.process.terminationStatus == 0 else { throw BenchmarkError("exit status \(client.process.terminationStatus)") }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
