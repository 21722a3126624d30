/// Building wire messages from typed ones, so callers never spell a method name by hand.
extension JSONRPCMessage {
    public static func request<Request: LSPRequest>(id: RequestID, _ request: Request) throws -> JSONRPCMessage {
        .request(id: id, method: Request.method, params: try request.encodedParams())
    }

    public static func notification<Notification: LSPNotification>(
        _ notification: Notification
    ) throws -> JSONRPCMessage {
        .notification(method: Notification.method, params: try notification.encodedParams())
    }

    /// A success response carrying `result`.
    public static func response(id: RequestID, result: some Encodable) throws -> JSONRPCMessage {
        .response(id: id, outcome: .success(try JSONValue(encoding: result)))
    }

    public static func response(id: RequestID?, error: ResponseError) -> JSONRPCMessage {
        .response(id: id, outcome: .failure(error))
    }
}
