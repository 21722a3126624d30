/// `initialized`: the client has the `initialize` result; the server may now register capabilities.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"

    public init() {}
}
