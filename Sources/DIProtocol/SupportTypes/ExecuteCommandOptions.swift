/// The `executeCommandProvider` capability: the commands `workspace/executeCommand` runs on the server.
public struct ExecuteCommandOptions: Hashable, Sendable, Codable {
    public var commands: [String]

    public init(commands: [String]) { self.commands = commands }
}
