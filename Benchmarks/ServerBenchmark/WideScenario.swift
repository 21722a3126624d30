import DIProtocol
import Foundation

/// What the wide scenario measured.
struct WideFigures {
    var requirementAdded: [Double] = []
    var requirementRemoved: [Double] = []
    var rootProviderRemovedFirst: [Double] = []
    /// Until the diagnostic of the child open in the editor: what the user sees first.
    var rootProviderRemovedOpen: [Double] = []
    var rootProviderRemovedAll: [Double] = []
    var rootProviderRestoredAll: [Double] = []
    var peakResident: Double?
}

/// A root with `size - 1` children that all read its `session` (`workspace-generator --shape wide`):
/// - `edits` times, in one child's open file, add a requirement nobody provides and wait for its diagnostic,
///   then remove it and wait for the file's diagnostics to clear (an edit in one of thousands of children);
/// - `rootEdits` times, remove the root's `session` and wait for the diagnostic in the first and in every
///   child's file, then put it back and wait for all of them to clear (a provider read by every component).
func measureWideEditing(server: URL, workspace: URL, size: Int, edits: Int, rootEdits: Int, into figures: inout WideFigures) throws {
    let client = try PipeClient(server: server)
    _ = client.response(to: client.request("initialize", initializeParams(root: workspace, progress: false)))
    client.notify("initialized", [:])
    let child = workspace.appendingPathComponent("Sources/App/Node\(size / 2)Component.swift")
    let childURI = JSONValue.string(child.absoluteString)
    let childText = try String(contentsOf: child, encoding: .utf8)
    let root = workspace.appendingPathComponent("Sources/App/RootComponent.swift")
    let rootURI = JSONValue.string(root.absoluteString)
    let rootText = try String(contentsOf: root, encoding: .utf8)
    var versions: [JSONValue: Int] = [childURI: 1, rootURI: 1]
    for (uri, text) in [(childURI, childText), (rootURI, rootText)] {
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
    }
    // The first index is done once a request is answered (requests wait for it).
    _ = client.response(to: client.request("workspace/symbol", ["query": "nothing matches this"]))
    func change(_ uri: JSONValue, line: Int, removing: Bool, insert text: String) {
        versions[uri, default: 1] += 1
        let end = removing ? line + 1 : line
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": .int(versions[uri]!)],
            "contentChanges": [["range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(end), "character": 0]],
                                "text": .string(text)]],
        ])
    }

    // An edit in one child: a requirement nobody provides, added to its dependency protocol (line 3) and removed.
    for _ in 0..<edits {
        var sent = DispatchTime.now().uptimeNanoseconds
        change(childURI, line: 3, removing: false, insert: "    var extra: Extra { get }\n")
        guard let (_, broken) = client.wait(for: { isDiagnostics($0, for: childURI, empty: false) }) else {
            throw BenchmarkError("no diagnostic for the added requirement")
        }
        figures.requirementAdded.append(milliseconds(from: sent, to: broken))
        sent = DispatchTime.now().uptimeNanoseconds
        change(childURI, line: 3, removing: true, insert: "")
        guard let (_, fixed) = client.wait(for: { isDiagnostics($0, for: childURI, empty: true) }) else {
            throw BenchmarkError("the added requirement's diagnostic did not clear")
        }
        figures.requirementRemoved.append(milliseconds(from: sent, to: fixed))
    }

    // The root's session, which every child reads.
    let lines = rootText.split(separator: "\n", omittingEmptySubsequences: false)
    guard let sessionLine = lines.firstIndex(where: { $0.contains("var session") }) else { throw BenchmarkError("no session provider") }
    let sessionText = String(lines[sessionLine]) + "\n"
    for _ in 0..<rootEdits {
        var sent = DispatchTime.now().uptimeNanoseconds
        change(rootURI, line: sessionLine, removing: true, insert: "")
        var first: UInt64?
        var files = Set<JSONValue>()
        while files.count < size - 1 {
            guard let (message, at) = client.wait(for: { $0["method"] == "textDocument/publishDiagnostics" }) else {
                throw BenchmarkError("only \(files.count) files got the missing session")
            }
            if let uri = message[path: "params", "uri"], message[path: "params", "diagnostics"]?.arrayValue?.isEmpty == false {
                files.insert(uri)
                first = first ?? at
                if uri == childURI { figures.rootProviderRemovedOpen.append(milliseconds(from: sent, to: at)) }
                if files.count == size - 1 { figures.rootProviderRemovedAll.append(milliseconds(from: sent, to: at)) }
            }
        }
        figures.rootProviderRemovedFirst.append(milliseconds(from: sent, to: first!))
        sent = DispatchTime.now().uptimeNanoseconds
        change(rootURI, line: sessionLine, removing: false, insert: sessionText)
        files = []
        while files.count < size - 1 {
            guard let (message, at) = client.wait(for: { $0["method"] == "textDocument/publishDiagnostics" }) else {
                throw BenchmarkError("only \(files.count) files cleared")
            }
            if let uri = message[path: "params", "uri"], message[path: "params", "diagnostics"]?.arrayValue?.isEmpty == true {
                files.insert(uri)
                if files.count == size - 1 { figures.rootProviderRestoredAll.append(milliseconds(from: sent, to: at)) }
            }
        }
    }
    figures.peakResident = peakResidentMegabytes(of: client.process.processIdentifier)
    try shutDown(client)
}
