import DIProtocol
import Foundation

/// What the server wrote, as JSON messages in order, for a test to wait on.
final class MessageInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var framing = MessageFraming()
    private var messages: [JSONValue] = []
    private var closed = false

    /// Feeds raw output bytes; complete frames become messages (an undecodable frame fails the wait that meets it).
    func receive(_ bytes: some Collection<UInt8>) {
        condition.lock()
        for frame in framing.frames(appending: bytes) {
            let body = (try? frame.get()) ?? Data("\"<bad frame>\"".utf8)
            messages.append((try? JSONDecoder().decode(JSONValue.self, from: body)) ?? .string("<undecodable body>"))
        }
        condition.broadcast()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next message, waiting up to `timeout` seconds; nil on timeout or when output ended.
    func next(timeout: TimeInterval = patientTimeout) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty {
            if closed || !condition.wait(until: deadline) { return nil }
        }
        return messages.removeFirst()
    }

    /// Skips messages until one satisfies `predicate`; returns it, or nil on timeout.
    func first(timeout: TimeInterval = 10, where predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = next(timeout: max(0.01, deadline.timeIntervalSinceNow)) {
            if predicate(message) { return message }
        }
        return nil
    }

    /// Messages already received, without waiting.
    func drain() -> [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        let all = messages
        messages = []
        return all
    }
}

/// How long a test waits for a message it expects: long, so a slow, busy machine never fails a test that a
/// fast one passes (only a failing test ever waits this long). Speed is measured by the benchmarks.
let patientTimeout: TimeInterval = 120
