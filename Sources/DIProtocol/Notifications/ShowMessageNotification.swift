/// `window/showMessage` (server to client): a message the client shows to the user; use sparingly.
public struct ShowMessageNotification: LSPNotification {
    public static let method = "window/showMessage"

    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
