/// The answer to `textDocument/prepareRename`: the range that a rename at the position would change, and its text.
public struct PrepareRenameResult: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var placeholder: String

    public init(range: LSPRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}
