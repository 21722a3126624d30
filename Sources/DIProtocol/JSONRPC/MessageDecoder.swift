import Foundation

/// Turns one frame's body into a `JSONRPCMessage`, independent of any connection.
///
/// It never throws: a body that is not JSON is a `parseError`, JSON that is not a JSON-RPC 2.0 message is an
/// `invalidRequest`. The failure keeps the message's `id` when one could be read, so the server can still answer
/// the request it could not understand (JSON-RPC: "If there was an error in detecting the id, it MUST be Null").
public enum MessageDecoder {
    public struct Failure: Error, Hashable, Sendable {
        /// The id of the malformed message, when it had a readable one.
        public var id: RequestID?
        public var error: ResponseError
        /// The message had a method and an id, so it wants an answer even when its id could not be read (then
        /// with a null id, as JSON-RPC requires, never with another id).
        public var isRequest: Bool

        public init(id: RequestID?, error: ResponseError, isRequest: Bool = false) {
            self.id = id
            self.error = error
            self.isRequest = isRequest
        }
    }

    public static func decode(_ body: Data) -> Result<JSONRPCMessage, Failure> {
        // The plain reader takes what clients send; anything it does not, JSONDecoder reads (`PlainJSONReader`).
        if let json = body.withUnsafeBytes({ PlainJSONReader.read($0.bindMemory(to: UInt8.self)) }) { return classify(json) }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: body)
        } catch {
            return .failure(Failure(id: nil, error: .parseError("The message body is not valid JSON")))
        }
        return classify(json)
    }

    /// Classifies an already parsed JSON value; exposed for tests and for replaying recorded conversations.
    public static func classify(_ json: JSONValue) -> Result<JSONRPCMessage, Failure> {
        guard case .object(let members) = json else {
            return invalid(nil, "A message must be a JSON object (batches are not used by LSP)")
        }
        let id = members["id"].flatMap(requestID(from:))
        guard members["jsonrpc"] == .string("2.0") else {
            return invalid(id, "The message lacks \"jsonrpc\": \"2.0\"")
        }
        if let methodValue = members["method"] {
            guard case .string(let method) = methodValue else { return invalid(id, "\"method\" must be a string") }
            // `"params": null` is not JSON-RPC, but clients send it for `shutdown` and `exit` (Emacs's jsonrpc.el
            // writes a nil params as null); read it as absent rather than lose the client's `exit`.
            let params = members["params"] == .null ? nil : members["params"]
            switch params {
            case nil, .array?, .object?: break
            default: return invalid(id, "\"params\" must be an object or an array")
            }
            guard let rawID = members["id"] else { return .success(.notification(method: method, params: params)) }
            guard let id = requestID(from: rawID) else {
                return .failure(Failure(
                    id: nil, error: .invalidRequest("A request id must be an integer from \(Int.min) to \(Int.max) or a string"),
                    isRequest: true))
            }
            return .success(.request(id: id, method: method, params: params))
        }
        return classifyResponse(members, id: id)
    }

    private static func classifyResponse(
        _ members: [String: JSONValue], id: RequestID?
    ) -> Result<JSONRPCMessage, Failure> {
        switch members["id"] {
        case nil: return invalid(nil, "The message has neither \"method\" nor \"id\"")
        case .null?: break
        case .some where id == nil: return invalid(nil, "A response id must be an integer, a string or null")
        default: break
        }
        switch (members["result"], members["error"]) {
        case (let result?, nil):
            return .success(.response(id: id, outcome: .success(result)))
        case (nil, let errorValue?):
            guard let error = try? errorValue.decode(as: ResponseError.self) else {
                return invalid(id, "\"error\" must be an object with an integer \"code\" and a string \"message\"")
            }
            return .success(.response(id: id, outcome: .failure(error)))
        case (nil, nil):
            return invalid(id, "A response needs \"result\" or \"error\"")
        case (.some, .some):
            return invalid(id, "A response must not carry both \"result\" and \"error\"")
        }
    }

    private static func requestID(from value: JSONValue) -> RequestID? {
        switch value {
        case .int(let number): return .int(number)
        case .string(let text): return .string(text)
        default: return nil
        }
    }

    private static func invalid(_ id: RequestID?, _ message: String) -> Result<JSONRPCMessage, Failure> {
        .failure(Failure(id: id, error: .invalidRequest(message)))
    }
}
