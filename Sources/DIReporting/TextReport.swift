import DIAnalysis
import DIIndex

/// `path:line:column: error: message [code]` lines, as swiftc and clang print them, so Xcode, editors'
/// quickfix lists and CI annotate the source. Related locations follow as `note:` lines. Control characters in
/// paths and messages are escaped (`lineSafe`), so each diagnostic is exactly one line.
/// `extra` diagnostics (a broken configuration file) are printed first.
public func textReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    var output = ""
    writeTextReport(analysis, extra: extra) { output += $0 }
    return output
}

/// The text report in pieces of about 64 KiB, handed to `write` as they are ready: `--check` prints 100,000
/// warnings without ever holding them as one string (which, growing by doubling, once briefly took three
/// times its size).
public func writeTextReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = [], to write: (String) -> Void) {
    var output = ""
    func append(_ diagnostic: ReportedDiagnostic) {
        let location = diagnostic.location
        output += "\(lineSafe(location.path)):\(location.line):\(location.column): \(diagnostic.severity.word): "
            + "\(lineSafe(diagnostic.message)) [\(diagnostic.code)]\n"
        for related in diagnostic.related {
            let place = related.location
            output += "\(lineSafe(place.path)):\(place.line):\(place.column): note: \(lineSafe(related.message))\n"
        }
        if output.utf8.count >= 65_536 {
            write(output)
            output = ""
        }
    }
    for diagnostic in extra { append(diagnostic) }
    for diagnostic in analysis.diagnostics { append(ReportedDiagnostic(diagnostic, in: analysis.snapshot)) }
    if !output.isEmpty { write(output) }
}

/// One line for stderr: `di-lsp: 2 errors, 1 warning in 14 files (9 components)`.
public func summaryLine(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    let files = analysis.snapshot.countFiles { !$0.summary.isGenerated }
    let errors = analysis.errorCount + extra.count { $0.severity == .error }
    let warnings = analysis.warningCount + extra.count { $0.severity == .warning }
    return "di-lsp: \(count(errors, "error")), \(count(warnings, "warning")) in "
        + "\(count(files, "file")) (\(count(analysis.graph.components.count, "component")))"
}
