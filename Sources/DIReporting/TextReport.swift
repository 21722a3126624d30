import DIAnalysis
import DIIndex

/// `path:line:column: error: message [code]` lines, as swiftc and clang print them, so Xcode, editors'
/// quickfix lists and CI annotate the source. Related locations follow as `note:` lines. Control characters in
/// paths and messages are escaped (`lineSafe`), so each diagnostic is exactly one line.
/// `extra` diagnostics (a broken configuration file) are printed first.
public func textReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    var output = ""
    for diagnostic in reportedDiagnostics(analysis, extra: extra) {
        let location = diagnostic.location
        output += "\(lineSafe(location.path)):\(location.line):\(location.column): \(diagnostic.severity.word): "
            + "\(lineSafe(diagnostic.message)) [\(diagnostic.code)]\n"
        for related in diagnostic.related {
            let place = related.location
            output += "\(lineSafe(place.path)):\(place.line):\(place.column): note: \(lineSafe(related.message))\n"
        }
    }
    return output
}

/// One line for stderr: `di-lsp: 2 errors, 1 warning in 14 files (9 components)`.
public func summaryLine(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    let files = analysis.snapshot.files.count { !$0.summary.isGenerated }
    let errors = analysis.errorCount + extra.count { $0.severity == .error }
    let warnings = analysis.warningCount + extra.count { $0.severity == .warning }
    return "di-lsp: \(count(errors, "error")), \(count(warnings, "warning")) in "
        + "\(count(files, "file")) (\(count(analysis.graph.components.count, "component")))"
}
