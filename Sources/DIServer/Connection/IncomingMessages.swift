import DIProtocol
import Foundation

/// Turns the client's byte stream into events: Content-Length framing, then JSON-RPC decoding.
///
/// Stateful only in the framing buffer; a bad frame or body becomes one event and reading goes on.
public struct IncomingMessages: Sendable {
    private var framing = MessageFraming()

    public init() {}

    /// The events completed by `chunk`, in order.
    public mutating func events(appending chunk: some Collection<UInt8>) -> [Event] {
        framing.frames(appending: chunk).map { frame in
            switch frame {
            case .failure(let error):
                return .badFrame(error)
            case .success(let body):
                switch MessageDecoder.decode(body) {
                case .success(let message):
                    return .message(message)
                case .failure(var failure):
                    if failure.id == nil, failure.error.code == .parseError { failure.id = Self.salvageID(from: body) }
                    // Only requests are answered: a broken response or notification has no one waiting for an error.
                    if failure.error.code == .invalidRequest, !Self.hasMethod(body) { failure.id = nil }
                    return .undecodable(failure)
                }
            }
        }
    }

    private static func hasMethod(_ body: Data) -> Bool {
        (try? JSONDecoder().decode(JSONValue.self, from: body))?["method"] != nil
    }

    /// The `"id"` of a body that is not valid JSON, when a plain scan can find one, so the client's request
    /// gets its `parseError` answer rather than waiting forever. Nil when there is no unambiguous id.
    static func salvageID(from body: Data) -> RequestID? {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        guard let key = text.range(of: "\"id\""), text.ranges(of: "\"id\"").count == 1 else { return nil }
        var rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        if rest.first == "\"" {
            let value = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
            guard rest.dropFirst().dropFirst(value.count).first == "\"" else { return nil }
            return .string(String(value))
        }
        let digits = rest.prefix { $0 == "-" || $0.isASCII && $0.isNumber }
        return Int(digits).map(RequestID.int)
    }
}
