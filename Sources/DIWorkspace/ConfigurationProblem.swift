/// Why a `.di-lsp.json` could not be used. Tools report it on the file itself (`--check` prints
/// `path:line:column: error: message [invalid-configuration]`) and go on with the defaults.
public struct ConfigurationProblem: Hashable, Sendable {
    /// The configuration file's path.
    public let path: String
    /// 1-based line and UTF-8 column of the offending key when it can be found, else 1 and 1.
    public let line: Int
    public let column: Int
    public let message: String
    /// The bytes of that line, so an editor can count the column in its own encoding (UTF-16); empty when the
    /// problem is about the whole file.
    public let lineText: [UInt8]

    public init(path: String, line: Int = 1, column: Int = 1, message: String, lineText: [UInt8] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.lineText = lineText
    }
}
