import DIProtocol
import Foundation

/// What the typing scenario measured.
struct TypingFigures {
    /// From sending each request to its answer, for requests answered with a result.
    var answered: [Double] = []
    /// Requests answered ContentModified (their document changed again first) or RequestCancelled.
    var declined = 0
    var unanswered = 0
    var changes = 0
    /// From the last change to the last answer, and the round trip of a request sent once all answers came.
    var lastAnswerAfterLastChange = 0.0
    var requestAfterwards = 0.0
    /// From the last change to the open reader's diagnostics matching the final text.
    var settled = 0.0
    /// Each request's round trip on an idle server, by method.
    var idle: [String: Double] = [:]
}

/// A person typing in the root's file of the tree shape, with one reader's file open beside it: `rate` times a
/// second for `seconds`, one keystroke, deleting or typing again the last letter of `session` (which every component
/// reads, so every other keystroke breaks them all), each followed at once by three requests as an editor sends
/// them: hover at the cursor, code lenses of the root's file, inlay hints of the reader's.
func measureTyping(server: URL, workspace: URL, size: Int, rate: Int, seconds: Int) throws -> TypingFigures {
    let client = try PipeClient(server: server)
    _ = client.response(to: client.request("initialize", initializeParams(root: workspace, progress: false)))
    client.notify("initialized", [:])
    let root = JSONValue.string(componentFile(0, in: workspace).absoluteString)
    let reader = JSONValue.string(componentFile(size - 1, in: workspace).absoluteString)
    for (uri, index) in [(root, 0), (reader, size - 1)] {
        let text = try String(contentsOf: componentFile(index, in: workspace), encoding: .utf8)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": .string(text)]])
    }
    _ = client.response(to: client.request("workspace/symbol", ["query": "nothing matches this"]))
    let rootText = try String(contentsOf: componentFile(0, in: workspace), encoding: .utf8)
    guard let line = rootText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("var session:") })
    else { throw BenchmarkError("no session provider in the root") }
    let lastLetter: JSONValue = ["line": .int(line), "character": 14]
    let requests: [(method: String, params: JSONValue)] = [
        ("textDocument/hover", ["textDocument": ["uri": root], "position": ["line": .int(line), "character": 10]]),
        ("textDocument/codeLens", ["textDocument": ["uri": root]]),
        ("textDocument/inlayHint", ["textDocument": ["uri": reader], "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]]]),
    ]
    var figures = TypingFigures(changes: rate * seconds)
    // Each request alone on an idle server, the best of five: what a keystroke's requests cost without the keystroke.
    for (method, params) in requests {
        figures.idle[method] = try (0..<5).map { _ in
            let sent = DispatchTime.now().uptimeNanoseconds
            guard let (_, at) = client.response(to: client.request(method, params)) else { throw BenchmarkError("no answer to \(method)") }
            return milliseconds(from: sent, to: at)
        }.min()
    }

    // Sent from another thread on a fixed schedule, as a person types whatever the server is doing.
    let sentTimes = SentTimes()
    let changes = figures.changes
    let sender = Thread {
        let start = DispatchTime.now().uptimeNanoseconds
        for keystroke in 0..<changes {
            let due = start + UInt64(keystroke) * 1_000_000_000 / UInt64(rate)
            let now = DispatchTime.now().uptimeNanoseconds
            if due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
            let deleting = keystroke % 2 == 0
            let range: JSONValue = ["start": lastLetter, "end": deleting ? ["line": .int(line), "character": 15] : lastLetter]
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": root, "version": .int(keystroke + 2)],
                "contentChanges": [["range": range, "text": deleting ? "" : "n"]],
            ])
            for (method, params) in requests { sentTimes.record(client.request(method, params)) }
        }
        sentTimes.finish()
    }
    sender.start()

    var lastAnswer: UInt64 = 0
    // The open reader's last published diagnostics: whether they were empty, and when they came.
    var readerLast: (isEmpty: Bool, at: UInt64)?
    var answers = 0
    while !(sentTimes.isFinished && answers == sentTimes.count) {
        guard let (message, at) = client.wait(timeout: 30, for: {
            $0["method"] == nil || isDiagnostics($0, for: reader, empty: true) || isDiagnostics($0, for: reader, empty: false)
        })
        else { break }
        if message["method"] != nil {
            readerLast = (isDiagnostics(message, for: reader, empty: true), at)
            continue
        }
        guard case .int(let id)? = message["id"], let sent = sentTimes.time(of: id) else { continue }
        answers += 1
        lastAnswer = at
        if message["error"] != nil { figures.declined += 1 } else { figures.answered.append(milliseconds(from: sent, to: at)) }
    }
    figures.unanswered = sentTimes.count - answers
    let lastChange = sentTimes.lastChange
    figures.lastAnswerAfterLastChange = milliseconds(from: lastChange, to: lastAnswer)
    // The final text has `session` again: the reader's missing-dependency diagnostics clear. When the server took
    // the last keystrokes in one batch (a deletion and its retyping), the text it analyses is the one the reader's
    // diagnostics were already clear for, and nothing more is published: settled at the last keystroke.
    if readerLast?.isEmpty != true {
        guard let (_, at) = client.wait(timeout: 60, for: { isDiagnostics($0, for: reader, empty: true) }) else {
            throw BenchmarkError("the open reader's diagnostics did not clear after the last keystroke")
        }
        readerLast = (true, at)
    }
    figures.settled = readerLast!.at > lastChange ? milliseconds(from: lastChange, to: readerLast!.at) : 0
    let sent = DispatchTime.now().uptimeNanoseconds
    guard let (_, answered) = client.response(to: client.request("textDocument/hover", ["textDocument": ["uri": root], "position": lastLetter]))
    else { throw BenchmarkError("no answer after the keystrokes") }
    figures.requestAfterwards = milliseconds(from: sent, to: answered)
    try shutDown(client)
    return figures
}

/// When each request was sent, shared between the sending thread and the reading one.
private final class SentTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Int: UInt64] = [:]
    private var finished = false
    private var last: UInt64 = 0

    func record(_ id: Int) {
        lock.withLock {
            last = DispatchTime.now().uptimeNanoseconds
            times[id] = last
        }
    }

    func finish() { lock.withLock { finished = true } }
    func time(of id: Int) -> UInt64? { lock.withLock { times[id] } }
    var count: Int { lock.withLock { times.count } }
    var isFinished: Bool { lock.withLock { finished } }
    /// When the last request was sent, right after the last keystroke.
    var lastChange: UInt64 { lock.withLock { last } }
}
