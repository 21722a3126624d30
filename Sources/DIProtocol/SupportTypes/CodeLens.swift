/// A command shown above a line (`textDocument/codeLens`), such as "provided to 3 components".
public struct CodeLens: Hashable, Sendable, Codable {
    /// The line the lens is shown above; a lens covers one line.
    public var range: LSPRange
    public var command: Command?
    public var data: JSONValue?

    public init(range: LSPRange, command: Command? = nil, data: JSONValue? = nil) {
        self.range = range
        self.command = command
        self.data = data
    }
}
