/// A command the client asks the server to run (`workspace/executeCommand`), shown with `title`.
public struct Command: Hashable, Sendable, Codable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}
