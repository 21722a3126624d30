/// `workspace/executeCommand`: run one of the server's commands (capability `executeCommandProvider`). The result
/// is any JSON value the command defines.
public struct ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue?

    public var command: String
    public var arguments: [JSONValue]?

    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}
