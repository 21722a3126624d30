import DIAnalysis
import DIIndex

/// `path:line:column: error: message [code]` lines, as swiftc and clang print them, so Xcode, editors'
/// quickfix lists and CI annotate the source. Related locations follow as `note:` lines.
public func textReport(_ analysis: Analysis) -> String {
    var output = ""
    for diagnostic in analysis.diagnostics {
        let location = PrintedLocation(diagnostic.location, in: analysis.snapshot)
        output += "\(location.path):\(location.line):\(location.column): \(diagnostic.severity.word): \(diagnostic.message) [\(diagnostic.code)]\n"
        for related in diagnostic.related {
            let place = PrintedLocation(related.location, in: analysis.snapshot)
            output += "\(place.path):\(place.line):\(place.column): note: \(related.message)\n"
        }
    }
    return output
}

/// One line for stderr: `di-lsp: 2 errors, 1 warning in 14 files (9 components)`.
public func summaryLine(_ analysis: Analysis) -> String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    let files = analysis.snapshot.files.count { !$0.summary.isGenerated }
    return "di-lsp: \(count(analysis.errorCount, "error")), \(count(analysis.warningCount, "warning")) in "
        + "\(count(files, "file")) (\(count(analysis.graph.components.count, "component")))"
}
