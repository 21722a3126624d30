/// A typed LSP request or notification: the type is its params, `method` names it on the wire.
public protocol LSPMessage: Codable, Hashable, Sendable {
    static var method: String { get }
    /// True for messages whose params are absent on the wire (`shutdown`, `exit`): encoding omits them.
    static var hasNoParams: Bool { get }
}

/// A message that wants one response of type `Response`.
public protocol LSPRequest: LSPMessage {
    associatedtype Response: Codable, Hashable, Sendable
}

/// A message that wants no response.
public protocol LSPNotification: LSPMessage {}

extension LSPMessage {
    public static var hasNoParams: Bool { false }

    /// Decodes params as this message; a mismatch is `invalidParams`, which a request handler can send back as is.
    ///
    /// Absent params read as `{}`, so messages whose members are all optional (`initialized`) still decode.
    public static func decode(params: JSONValue?) throws(ResponseError) -> Self {
        do {
            return try (params ?? .object([:])).decode(as: Self.self)
        } catch {
            throw .invalidParams("Invalid params for \(method): \(Self.describe(error))")
        }
    }

    /// The params as JSON; nil for messages without params.
    public func encodedParams() throws -> JSONValue? {
        Self.hasNoParams ? nil : try JSONValue(encoding: self)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .keyNotFound(let key, let context):
            return "missing \(Self.path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "bad value at \(Self.path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: decodingError)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
