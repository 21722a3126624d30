import DIAnalysis
import DIIndex
import DIResolver
import DIScanner

/// A diagnostic's position as compilers print it: path, 1-based line, 1-based UTF-8 column.
public struct PrintedLocation: Hashable, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let endLine: Int
    public let endColumn: Int

    public init(path: String, line: Int, column: Int, endLine: Int? = nil, endColumn: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.endColumn = endColumn ?? column
    }

    init(_ location: SourceLocation, in snapshot: Snapshot) {
        let file = snapshot.file(location.file)
        path = file?.path ?? "<unknown>"
        let start = file?.lines.location(of: location.range.start) ?? (line: 1, column: 1)
        let end = file?.lines.location(of: location.range.end) ?? start
        (line, column, endLine, endColumn) = (start.line, start.column, end.line, end.column)
    }
}

extension Diagnostic.Severity {
    /// The word compilers use: `error`, `warning`, `note`.
    public var word: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
