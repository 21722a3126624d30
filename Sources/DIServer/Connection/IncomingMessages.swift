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
                    if failure.id == nil, failure.error.code == .parseError {
                        switch SalvagedID(from: body) {
                        case .id(let id)?: failure.id = id
                        case .outOfRange(let token)?:
                            failure.error = .invalidRequest(Self.outOfRangeMessage(token))
                            failure.isRequest = String(decoding: body.prefix(4096), as: UTF8.self).contains("\"method\"")
                        case nil: break
                        }
                    }
                    // Only requests are answered: a broken response or notification has no one waiting for an error.
                    if failure.error.code == .invalidRequest, !Self.hasMethod(body) { failure.id = nil }
                    return .undecodable(failure)
                }
            }
        }
    }

    /// Foundation's decoder rejects a number it cannot represent as if the JSON were broken; an id like that is
    /// an invalid request (JSON-RPC ids are integers or strings), and answering it with any id would be wrong.
    static func outOfRangeMessage(_ token: String) -> String {
        "A request id must be an integer from \(Int.min) to \(Int.max) or a string, not \(token)"
    }

    private static func hasMethod(_ body: Data) -> Bool {
        (try? JSONDecoder().decode(JSONValue.self, from: body))?["method"] != nil
    }
}
