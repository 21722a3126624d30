/// One option of a command, as the option table declares it: its name, the value it takes (none for a flag),
/// the values allowed, and one line of help. Parsing and usage text both read the table, so they cannot disagree.
public struct CommandOption: Hashable, Sendable {
    /// `--output`.
    public let name: String
    /// What the value is called in usage (`FILE`); nil for a flag such as `--force`.
    public let valueName: String?
    /// The only values accepted, when there is a fixed set (`text`, `json`, `sarif`).
    public let choices: [String]?
    /// The whole numbers accepted, for a numeric option (`--parts`).
    public let range: ClosedRange<Int>?
    /// The value when the option is not given, shown in help.
    public let defaultValue: String?
    /// Whether the command needs it (the command checks; usage shows it without brackets).
    public let isRequired: Bool
    public let help: String

    public init(
        _ name: String, value valueName: String? = nil, choices: [String]? = nil, range: ClosedRange<Int>? = nil,
        default defaultValue: String? = nil, required isRequired: Bool = false, help: String
    ) {
        self.name = name
        self.valueName = valueName ?? choices?.joined(separator: "|")
        self.choices = choices
        self.range = range
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.help = help
    }

    public var isFlag: Bool { valueName == nil }

    /// `[--output FILE]`, `[--force]`, or `--output FILE` when required.
    var synopsis: String {
        let text = name + (valueName.map { " \($0)" } ?? "")
        return isRequired ? text : "[\(text)]"
    }
}

extension CommandOption {
    /// Options several commands share, declared once.
    public static let color = CommandOption(
        "--color", choices: ["auto", "always", "never"], default: "auto",
        help: "colour as swiftc does: on a terminal unless NO_COLOR is set (auto), or always, or never")
    public static let root = CommandOption(
        "--root", value: "DIR", help: "the workspace root, whose .di-lsp.json applies (default: the nearest folder holding one above the first PATH)")
    public static let unit = CommandOption(
        "--unit", value: "NAME", help: "only this unit of \"units\" in .di-lsp.json (default: every unit)")
    public static let force = CommandOption(
        "--force", help: "write even outside the repository, into another tool's folder or over a file no generator wrote (never into .git)")
}
