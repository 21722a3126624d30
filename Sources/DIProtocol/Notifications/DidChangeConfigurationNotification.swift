/// `workspace/didChangeConfiguration`: the user's settings changed; their shape is the server's own.
public struct DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"

    /// Required by the spec but often `null`; read tolerantly as optional.
    public var settings: JSONValue?

    public init(settings: JSONValue?) { self.settings = settings }
}
