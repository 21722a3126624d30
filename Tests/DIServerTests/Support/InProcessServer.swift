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

    init() {
        let queue = queue
        let inbox = inbox
        let thread = Thread { [self] in
            let writer = MessageWriter { data in inbox.receive(data) }
            let status = LanguageServer(queue: queue, writer: writer, version: "test").run()
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

    func notify(_ method: String, _ params: JSONValue = [:]) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Messages passed over while waiting for responses (notifications, server requests), in order.
    private(set) var passedOver: [JSONValue] = []

    /// Sends a request and waits for its response; messages before it go to `passedOver`.
    @discardableResult
    func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue? {
        nextID += 1
        let id = nextID
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return inbox.first { message in
            let isResponse = message["id"] == .int(id) && message["method"] == nil
            if !isResponse { passedOver.append(message) }
            return isResponse
        }
    }

    /// The latest diagnostics published for `uri`, among messages passed over so far and those arriving within
    /// `timeout` (waits until one for `uri` arrives).
    func waitForDiagnostics(of uri: String, timeout: TimeInterval = 10) -> [JSONValue]? {
        let isForURI: (JSONValue) -> Bool = {
            $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(uri)
        }
        let message = inbox.first(timeout: timeout) { message in
            if !isForURI(message) { passedOver.append(message) }
            return isForURI(message)
        }
        return message?[path: "params", "diagnostics"]?.arrayValue
    }

    /// Waits for the server loop to end and returns its exit status.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        finished.lock()
        defer { finished.unlock() }
        while exitStatus == nil, finished.wait(until: deadline) {}
        return exitStatus
    }
}
