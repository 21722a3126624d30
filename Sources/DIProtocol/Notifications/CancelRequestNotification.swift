/// `$/cancelRequest`: the sender no longer wants the answer to request `id`; it must still get a response,
/// typically `requestCancelled`.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"

    public var id: RequestID

    public init(id: RequestID) { self.id = id }
}
