import DIProtocol
import Foundation

/// Encodes typed notifications and responses straight to JSON bytes.
///
/// Going through `JSONValue` (encode, parse back, encode again) costs a few hundred microseconds per message,
/// which adds up to seconds when the first index publishes diagnostics for ten thousand files. The bytes are
/// the same members `MessageEncoder` writes: `jsonrpc`, `method`/`params` or `id`/`result`, sorted keys.
enum TypedEnvelopes {
    static func notification<Notification: LSPNotification>(_ notification: Notification) throws -> Data {
        try encoder.encode(NotificationEnvelope(params: notification))
    }

    static func response<Result: Encodable>(id: RequestID, result: Result) throws -> Data {
        try encoder.encode(ResponseEnvelope(id: id, result: result))
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private struct NotificationEnvelope<Notification: LSPNotification>: Encodable {
        let params: Notification

        enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(Notification.method, forKey: .method)
            if !Notification.hasNoParams { try container.encode(params, forKey: .params) }
        }
    }

    private struct ResponseEnvelope<Result: Encodable>: Encodable {
        let id: RequestID
        let result: Result

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        /// `result` is written even when it is nil: a response must carry `result` or `error`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)
        }
    }
}
