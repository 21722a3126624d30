import DIProtocol
import Foundation

/// One sequence of the open-first scenario: which file the client opens first, and how it sends changes.
struct OpenFirstSequence: CustomStringConvertible {
    var readerFirst: Bool
    var fullText: Bool

    static let all = [false, true].flatMap { readerFirst in [false, true].map { OpenFirstSequence(readerFirst: readerFirst, fullText: $0) } }

    var description: String {
        (readerFirst ? "reader opened first" : "root opened first") + (fullText ? ", full text" : ", ranged")
    }
}

/// What one sequence measured: until the open reader's diagnostic (and until every reader's), after each removal
/// and each restore, and how many other readers were served before the open one.
struct OpenFirstFigures {
    var removedOpen: [Double] = []
    var restoredOpen: [Double] = []
    var removedAll: [Double] = []
    var restoredAll: [Double] = []
    /// The most readers published before the open one, over every removal and restore.
    var mostServedBefore = 0
}

/// A root with `size - 1` children that all read its `session` (`--shape wide`); the client opens the root's file
/// and one child's, in `sequence`'s order, then `rounds` times removes the root's `session` and puts it back,
/// waiting each time for every child's diagnostics.
func measureOpenFirst(server: URL, workspace: URL, size: Int, rounds: Int, sequence: OpenFirstSequence) throws -> OpenFirstFigures {
    let client = try PipeClient(server: server)
    _ = client.response(to: client.request("initialize", initializeParams(root: workspace, progress: false)))
    client.notify("initialized", [:])
    let reader = workspace.appendingPathComponent("Sources/App/Node\(size / 2)Component.swift")
    let readerURI = JSONValue.string(reader.absoluteString)
    let root = workspace.appendingPathComponent("Sources/App/RootComponent.swift")
    let rootURI = JSONValue.string(root.absoluteString)
    let rootText = try String(contentsOf: root, encoding: .utf8)
    let opened = [(readerURI, try String(contentsOf: reader, encoding: .utf8)), (rootURI, rootText)]
    for (uri, text) in sequence.readerFirst ? opened : opened.reversed() {
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
    }
    _ = client.response(to: client.request("workspace/symbol", ["query": "nothing matches this"]))

    var lines = rootText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let sessionLine = lines.firstIndex(where: { $0.contains("var session") }) else { throw BenchmarkError("no session provider") }
    let sessionText = lines[sessionLine]
    var version = 1
    func send(removing: Bool) {
        version += 1
        if removing { lines.remove(at: sessionLine) } else { lines.insert(sessionText, at: sessionLine) }
        let change: JSONValue = sequence.fullText
            ? ["text": .string(lines.joined(separator: "\n"))]
            : ["range": ["start": ["line": .int(sessionLine), "character": 0], "end": ["line": .int(removing ? sessionLine + 1 : sessionLine), "character": 0]],
               "text": .string(removing ? "" : sessionText + "\n")]
        client.notify("textDocument/didChange", ["textDocument": ["uri": rootURI, "version": .int(version)], "contentChanges": [change]])
    }

    var figures = OpenFirstFigures()
    for _ in 0..<rounds {
        for removing in [true, false] {
            let sent = DispatchTime.now().uptimeNanoseconds
            send(removing: removing)
            var served = Set<JSONValue>()
            var openServed = false
            while served.count < size - 1 {
                guard let (message, at) = client.wait(for: { $0["method"] == "textDocument/publishDiagnostics" }) else {
                    throw BenchmarkError("\(sequence): only \(served.count) readers were served")
                }
                guard let uri = message[path: "params", "uri"], uri != rootURI,
                    message[path: "params", "diagnostics"]?.arrayValue?.isEmpty == !removing
                else { continue }
                served.insert(uri)
                let elapsed = milliseconds(from: sent, to: at)
                if uri == readerURI {
                    openServed = true
                    if removing { figures.removedOpen.append(elapsed) } else { figures.restoredOpen.append(elapsed) }
                    figures.mostServedBefore = max(figures.mostServedBefore, served.count - 1)
                }
                if served.count == size - 1 {
                    if removing { figures.removedAll.append(elapsed) } else { figures.restoredAll.append(elapsed) }
                }
            }
            guard openServed else { throw BenchmarkError("\(sequence): the open reader was not served") }
        }
    }
    try shutDown(client)
    return figures
}
