/// A command of one of the tools: what it is called, what it does, its options and what its positional
/// arguments are. The tools' tables of these are the single source of their parsing and their usage text.
public struct CommandSpec: Sendable {
    /// `di-gen`.
    public let tool: String
    /// `generate`, or `--check` for di-lsp's batch mode; empty for a tool's bare invocation.
    public let name: String
    /// One line: what it does.
    public let summary: String
    public let options: [CommandOption]
    /// `[PATH ...]`, or empty when the command takes none.
    public let operands: String
    /// Further lines of help: defaults, exit statuses.
    public let details: [String]

    public init(tool: String, name: String, summary: String, options: [CommandOption], operands: String = "[PATH ...]", details: [String] = []) {
        self.tool = tool
        self.name = name
        self.summary = summary
        self.options = options
        self.operands = operands
        self.details = details
    }

    public func option(named name: String) -> CommandOption? { options.first { $0.name == name } }
}
