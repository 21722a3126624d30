import DIScanner

/// One Swift file as the index knows it: where it is, which module it belongs to, and its summary.
/// The bytes themselves are not kept; `lines` is enough to turn offsets into lines and columns.
/// A class, though never changed: snapshots hold one reference per file, so a unit's snapshot (a few files of
/// thousands) copies a table of references, not of whole summaries.
public final class IndexedFile: Sendable {
    public let id: FileID
    /// The path as given by the caller (absolute for the server, as walked for `--check`).
    public let path: String
    /// The SwiftPM target the file belongs to (`Sources/<Target>/...`), when known.
    public let module: String?
    public let summary: FileSummary
    public let lines: LineIndex

    public init(id: FileID, path: String, module: String?, summary: FileSummary, lines: LineIndex) {
        self.id = id
        self.path = path
        self.module = module
        self.summary = summary
        self.lines = lines
    }

    /// Scan problems (unbalanced braces, unterminated literals): "not found" answers that could be
    /// caused by them are withheld by the analysis.
    public var isDamaged: Bool { !summary.notes.isEmpty }
}
