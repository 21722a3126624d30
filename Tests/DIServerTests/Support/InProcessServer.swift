import DIProtocol
import DIServer
import Foundation

/// A `LanguageServer` running on its own thread, fed bytes as stdin would be and writing into an inbox: the
/// whole server minus the process, for fast tests of behaviour.
final class InProcessServer: @unchecked Sendable {
    let inbox = MessageInbox()
    private let queue = EventQueue()
    private var incoming = IncomingMessages()
    private let finished = NSCondition()
    private var exitStatus: Int32?
    private var nextID = 1000

    init(
        progressTokenTimeout: DispatchTimeInterval = .seconds(3), indexWaitLimit: DispatchTimeInterval = .seconds(3),
        // Off unless a test asks: a look at the disk in the middle of another test's sequence would be noise.
        rescanInterval: DispatchTimeInterval = .never, beforeDiskWork: LanguageServer.DiskWorkHook? = nil
    ) {
        let queue = queue
        let inbox = inbox
        let thread = Thread { [self] in
            let writer = MessageWriter { data in inbox.receive(data) }
            let status = LanguageServer(
                queue: queue, writer: writer, version: "test", progressTokenTimeout: progressTokenTimeout,
                indexWaitLimit: indexWaitLimit, rescanInterval: rescanInterval, beforeDiskWork: beforeDiskWork
            ).run()
            finished.lock()
            exitStatus = status
            finished.broadcast()
            finished.unlock()
            inbox.close()
        }
        thread.start()
    }

    /// Sends raw bytes, as the client's pipe would deliver them.
    func sendBytes(_ bytes: [UInt8]) {
        queue.post(contentsOf: incoming.events(appending: bytes))
    }

    func send(_ message: JSONValue) {
        let body = (try? JSONEncoder().encode(message)) ?? Data()
        sendBytes(Array(MessageFraming.frame(body)))
    }

    /// Sends `messages` in one write, so the server takes them in one batch, as it does a burst of typing.
    func sendTogether(_ messages: [JSONValue]) {
        sendBytes(messages.flatMap { Array(MessageFraming.frame((try? JSONEncoder().encode($0)) ?? Data())) })
    }

    /// Waits for the response to `id` (a request sent with `sendTogether`); messages before it go to `passedOver`.
    func response(to id: JSONValue, timeout: TimeInterval = patientTimeout) -> JSONValue? {
        inbox.first(timeout: timeout) { message in
            let isResponse = message["id"] == id && message["method"] == nil
            if !isResponse { passedOver.append(message) }
            return isResponse
        }
    }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        message["params"] = params
        send(.object(message))
    }

    /// Messages passed over while waiting for responses (notifications, server requests), in order.
    private(set) var passedOver: [JSONValue] = []

    /// Lets the server answer everything sent so far, then drops the diagnostics it published for `uri`
    /// meanwhile (opening a file re-sends its diagnostics; a test that opens one may not care).
    func settle(discardingDiagnosticsOf uri: String) {
        // The server publishes after each batch of events; the first answer may share a batch with the
        // open, the second cannot. A large publication goes in slices and answers requests between them, each
        // slice sending something: it is done when an answer comes with no diagnostics since the one before.
        request("workspace/symbol", ["query": "settle"])
        var published = Int.max
        while published > 0 {
            let before = passedOver.count { $0["method"] == "textDocument/publishDiagnostics" }
            request("workspace/symbol", ["query": "settle"])
            published = passedOver.count { $0["method"] == "textDocument/publishDiagnostics" } - before
        }
        passedOver.removeAll { $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(uri) }
    }

    /// Sends a request and waits for its response; messages before it go to `passedOver`.
    @discardableResult
    func request(_ method: String, _ params: JSONValue? = nil, timeout: TimeInterval = patientTimeout) -> JSONValue? {
        nextID += 1
        let id = nextID
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method)]
        message["params"] = params
        send(.object(message))
        return inbox.first(timeout: timeout) { message in
            let isResponse = message["id"] == .int(id) && message["method"] == nil
            if !isResponse { passedOver.append(message) }
            return isResponse
        }
    }

    /// The diagnostics published for `uri`: the latest among messages passed over so far (which are then
    /// forgotten), else the next to arrive within `timeout`.
    func waitForDiagnostics(of uri: String, timeout: TimeInterval = patientTimeout) -> [JSONValue]? {
        let isForURI: (JSONValue) -> Bool = {
            $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(uri)
        }
        if let latest = passedOver.last(where: isForURI) {
            passedOver.removeAll(where: isForURI)
            return latest[path: "params", "diagnostics"]?.arrayValue
        }
        let message = inbox.first(timeout: timeout) { message in
            if !isForURI(message) { passedOver.append(message) }
            return isForURI(message)
        }
        return message?[path: "params", "diagnostics"]?.arrayValue
    }

    /// Waits for the server loop to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = patientTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        finished.lock()
        defer { finished.unlock() }
        while exitStatus == nil, finished.wait(until: deadline) {}
        return exitStatus
    }
}
