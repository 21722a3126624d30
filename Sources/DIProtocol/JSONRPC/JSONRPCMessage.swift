/// One JSON-RPC 2.0 message as it travels, before anyone looks inside its params or result.
///
/// Params and results stay `JSONValue`, so this type and its decoder know no LSP method; the registry
/// (`MessageRegistry`) and the typed messages (`Requests/`, `Notifications/`) give them meaning.
public enum JSONRPCMessage: Hashable, Sendable {
    /// A call that wants exactly one response carrying the same `id`.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A call that wants no response.
    case notification(method: String, params: JSONValue?)
    /// The answer to a request. `id` is nil only for an error about a message whose id could not be read.
    case response(id: RequestID?, outcome: ResponseOutcome)

    /// The method of a request or notification; nil for a response.
    public var method: String? {
        switch self {
        case .request(_, let method, _), .notification(let method, _): return method
        case .response: return nil
        }
    }
}

/// What a response carries: exactly one of `result` and `error`.
public enum ResponseOutcome: Hashable, Sendable {
    case success(JSONValue)
    case failure(ResponseError)
}
