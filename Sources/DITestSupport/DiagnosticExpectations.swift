import DIAnalysis
import DIIndex
import DIResolver
import DIScanner

/// A compact, comparable form of a diagnostic for assertions: `path:line:column code: message`.
public func describe(_ diagnostic: Diagnostic, in snapshot: Snapshot) -> String {
    guard let file = snapshot.file(diagnostic.location.file) else { return "?: \(diagnostic.code.rawValue)" }
    let (line, column) = file.lines.location(of: diagnostic.location.range.start)
    return "\(file.path):\(line):\(column) \(diagnostic.code.rawValue): \(diagnostic.message)"
}

extension Analysis {
    /// Every diagnostic described, in order.
    public var described: [String] { diagnostics.map { describe($0, in: snapshot) } }

    /// The diagnostics with a given code.
    public func diagnostics(withCode code: String) -> [Diagnostic] { diagnostics.filter { $0.code.rawValue == code } }

    /// Whether some diagnostic with `code` starts exactly at `marker` of `fixture`.
    public func hasDiagnostic(_ code: String, at marker: String, of fixture: Fixture) -> Bool {
        guard let (file, offset) = fixture.location(of: marker, in: snapshot) else { return false }
        return diagnostics.contains { $0.code.rawValue == code && $0.location.file == file && $0.location.range.start == offset }
    }
}

extension Analysis {
    /// Applies each `(path, text)` edit to `snapshot` in turn (files of `module`), updating this analysis, and after
    /// each calls `check` with the updated analysis, a fresh analysis of the same snapshot, and the path edited.
    public func updated(
        _ snapshot: inout Snapshot, through edits: [(path: String, text: String)], module: String = "App",
        check: (_ updated: Analysis, _ fresh: Analysis, _ path: String) -> Void
    ) -> Analysis {
        var analysis = self
        for (path, text) in edits {
            let changed = snapshot.apply([.set(path, module: module, text: text)])
            analysis = analysis.updated(to: snapshot, changedFiles: changed)
            check(analysis, analyze(snapshot), path)
        }
        return analysis
    }
}
