import Foundation

/// Writes a `JSONRPCMessage` as a JSON body (without framing; see `MessageFraming.frame(_:)`).
///
/// Members are exactly those of JSON-RPC 2.0 (`jsonrpc`, `id`, `method`, `params`, `result`, `error`) with sorted
/// keys; nothing else is added, since some clients (Eglot) reject messages with members they do not expect.
public enum MessageEncoder {
    public static func encode(_ message: JSONRPCMessage) -> Data {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch message {
        case .request(let id, let method, let params):
            members["id"] = id.jsonValue
            members["method"] = .string(method)
            members["params"] = params
        case .notification(let method, let params):
            members["method"] = .string(method)
            members["params"] = params
        case .response(let id, let outcome):
            members["id"] = id?.jsonValue ?? .null
            switch outcome {
            case .success(let result):
                members["result"] = result
            case .failure(let error):
                // ResponseError holds strings, an integer and decoded JSON, so this cannot fail.
                members["error"] = (try? JSONValue(encoding: error)) ?? .null
            }
        }
        // Encoding a JSONValue fails only for a non-finite `.double`, which no decoder produces.
        return (try? JSONCoding.encoder().encode(JSONValue.object(members))) ?? Data()
    }
}
