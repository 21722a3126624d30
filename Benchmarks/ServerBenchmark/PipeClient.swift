import DIProtocol
import Foundation

/// An LSP client speaking to a child process over pipes, as an editor does.
final class PipeClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var framing = MessageFraming()
    /// Bodies as they arrived, with the time they were read; decoded only when a waiter looks at them, so a
    /// slow decoder never delays the timestamps of later messages.
    private var received: [(body: Data, at: UInt64)] = []
    private var nextID = 1

    init(server: URL) throws {
        process.executableURL = server
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        output.fileHandleForReading.readabilityHandler = { [self] handle in
            let data = handle.availableData
            let now = DispatchTime.now().uptimeNanoseconds
            condition.lock()
            for case .success(let body) in framing.frames(appending: data) { received.append((body, now)) }
            condition.broadcast()
            condition.unlock()
            if data.isEmpty { handle.readabilityHandler = nil }
        }
        try process.run()
    }

    func send(_ message: JSONValue) {
        let body = (try? JSONEncoder().encode(message)) ?? Data()
        input.fileHandleForWriting.write(MessageFraming.frame(body))
    }

    /// Sends a notification; nil params are left out, as for `exit`.
    func notify(_ method: String, _ params: JSONValue?) {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        message["params"] = params
        send(.object(message))
    }

    /// Sends a request and returns its id; nil params are left out, as for `shutdown`.
    func request(_ method: String, _ params: JSONValue?) -> Int {
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method)]
        message["params"] = params
        send(.object(message))
        return nextID
    }

    /// Waits for the first message satisfying `predicate` (consuming it and everything before it) and returns
    /// it with the time it was read, in nanoseconds of `DispatchTime`.
    func wait(timeout: TimeInterval = 120, for predicate: (JSONValue) -> Bool) -> (JSONValue, UInt64)? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            while !received.isEmpty {
                let (body, at) = received.removeFirst()
                if let message = try? JSONDecoder().decode(JSONValue.self, from: body), predicate(message) { return (message, at) }
            }
            guard condition.wait(until: deadline) else { return nil }
        }
    }

    func response(to id: Int) -> (JSONValue, UInt64)? {
        wait { $0["id"] == .int(id) && $0["method"] == nil }
    }

    /// Answers a request the server sent (progress token creation) with a null result.
    func acknowledge(_ request: JSONValue) {
        guard let id = request["id"] else { return }
        send(["jsonrpc": "2.0", "id": id, "result": .null])
    }
}
