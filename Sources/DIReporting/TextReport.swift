import DIAnalysis
import DIResolver
import DIIndex
import DIScanner

/// `path:line:column: error: message [code]` lines, as swiftc and clang print them, so Xcode, editors'
/// quickfix lists and CI annotate the source. Related locations follow as `note:` lines. Control characters in
/// paths and messages are escaped (`lineSafe`), so each diagnostic is exactly one line.
/// `extra` diagnostics (a broken configuration file) are printed first.
public func textReport(_ analysis: Analysis, extra: [ReportedDiagnostic] = []) -> String {
    var output = ""
    writeTextReport(analysis, extra: extra) { output += $0 }
    return output
}

/// The text report in pieces, handed to `write` in order as they are ready: `--check` prints 100,000 warnings
/// without ever holding them as one string (which, growing by doubling, once briefly took three times its
/// size). Each piece is 2,048 diagnostics, rendered a batch of pieces at a time on all cores (rendering is
/// pure). `colored` styles it as swiftc styles a terminal's diagnostics.
public func writeTextReport(
    _ analysis: Analysis, extra: [ReportedDiagnostic] = [], colored: Bool = false, to write: (String) -> Void
) {
    writeTextReport(analysis.diagnostics, in: analysis.snapshot, extra: extra, colored: colored, to: write)
}

/// The text report of `diagnostics` placed in `snapshot` (several units' merged ones, in the whole workspace's).
public func writeTextReport(
    _ diagnostics: [Diagnostic], in snapshot: Snapshot, extra: [ReportedDiagnostic] = [], colored: Bool = false,
    to write: (String) -> Void
) {
    let style = colored ? TerminalStyle.ansi : .plain
    if !extra.isEmpty { write(textLines(extra, colored: colored)) }
    let pieceSize = 2_048
    let pieces = stride(from: 0, to: diagnostics.count, by: pieceSize).map { $0..<min($0 + pieceSize, diagnostics.count) }
    for batch in stride(from: 0, to: pieces.count, by: 8) {
        let texts = parallelMap(Array(pieces[batch..<min(batch + 8, pieces.count)]), minimumCount: 2) { piece in
            var text = ""
            for index in piece { style.append(ReportedDiagnostic(diagnostics[index], in: snapshot), to: &text) }
            return text
        }
        for text in texts { write(text) }
    }
}

/// Diagnostics that come from no analysis (a broken configuration file), as the text report prints them.
public func textLines(_ diagnostics: [ReportedDiagnostic], colored: Bool = false) -> String {
    let style = colored ? TerminalStyle.ansi : .plain
    var text = ""
    for diagnostic in diagnostics { style.append(diagnostic, to: &text) }
    return text
}

/// ANSI styling as swiftc and clang use it on a terminal: bold locations and messages, the severity word in
/// bold red (error), magenta (warning) or grey (note). Plain text is unchanged.
struct TerminalStyle: Sendable {
    let isOn: Bool

    /// `diagnostic` as a `path:line:column: severity: message [code]` line, then its notes' lines.
    func append(_ diagnostic: ReportedDiagnostic, to output: inout String) {
        let location = diagnostic.location
        output += bold("\(lineSafe(location.path)):\(location.line):\(location.column):") + " "
            + severity(diagnostic.severity) + " " + bold("\(lineSafe(diagnostic.message)) [\(diagnostic.code.rawValue)]") + "\n"
        for related in diagnostic.related {
            let place = related.location
            output += bold("\(lineSafe(place.path)):\(place.line):\(place.column):") + " " + severity(.note) + " \(lineSafe(related.message))\n"
        }
    }

    static let ansi = TerminalStyle(isOn: true)
    static let plain = TerminalStyle(isOn: false)

    func bold(_ text: String) -> String { isOn ? "\u{1B}[1m" + text + "\u{1B}[0m" : text }

    func severity(_ severity: Diagnostic.Severity) -> String {
        let word = severity.word + ":"
        guard isOn else { return word }
        let color = switch severity {
        case .error: "31"
        case .warning: "35"
        case .note: "30"
        }
        return "\u{1B}[1;\(color)m" + word + "\u{1B}[0m"
    }
}

/// One line for stderr: `di-lsp: 2 errors, 1 warning in 14 files (9 components)`, the configuration file that
/// applied when there was one (the search goes up from the paths, so it is worth saying which), and how modules
/// were found when some file has one (`modules: Tuist layout, 131 modules`).
public func summaryLine(
    _ analysis: Analysis, extra: [ReportedDiagnostic] = [], tool: String = "di-lsp", configurationFile: String? = nil,
    modules: String? = nil
) -> String {
    summaryLine(
        errors: analysis.errorCount + extra.count { $0.severity == .error },
        warnings: analysis.warningCount + extra.count { $0.severity == .warning },
        files: analysis.snapshot.countFiles { !$0.summary.isGenerated }, components: analysis.graph.components.count,
        tool: tool, configurationFile: configurationFile, modules: modules, swinject: swinjectSummary([analysis.swinject]))
}

/// `Swinject: 412 of 430 resolutions checked, 98 registrations` over the units' analyses; nil when none reads Swinject.
public func swinjectSummary(_ analyses: [SwinjectAnalysis]) -> String? {
    let active = analyses.filter(\.isActive)
    guard !active.isEmpty else { return nil }
    let resolutions = active.reduce(0) { $0 + $1.resolutionCount }
    let checked = active.reduce(0) { $0 + $1.checkedResolutionCount }
    let registrations = active.reduce(0) { $0 + $1.registrationCount }
    let classified = active.reduce(0) { $0 + $1.classifiedRegistrationCount }
    let typed = classified == registrations ? "" : " (\(classified) with a known type)"
    let containers = active.reduce(0) { $0 + $1.containerCount }
    let initializers = active.reduce(0) { $0 + $1.initializerCount }
    let read = active.reduce(0) { $0 + $1.readInitializerCount }
    return "Swinject: \(checked) of \(resolutions) resolution\(resolutions == 1 ? "" : "s") checked, "
        + "\(registrations) registration\(registrations == 1 ? "" : "s")\(typed)"
        + (containers >= 2 ? ", \(containers) containers told apart" : "")
        + (initializers > 0 ? ", \(read) of \(initializers) autoregistered initializer\(initializers == 1 ? "" : "s") read" : "")
}

/// `summaryLine` from counts; `units` is said when there are several (`(40 components, 3 units)`).
public func summaryLine(
    errors: Int, warnings: Int, files: Int, components: Int, units: Int = 1, tool: String = "di-lsp",
    configurationFile: String? = nil, modules: String? = nil, swinject: String? = nil
) -> String {
    func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
    return "\(tool): \(count(errors, "error")), \(count(warnings, "warning")) in "
        + "\(count(files, "file")) (\(count(components, "component"))\(units > 1 ? ", \(units) units" : ""))"
        + (swinject.map { "; \($0)" } ?? "")
        + (configurationFile.map { "; configuration \(lineSafe($0))" } ?? "")
        + (modules.map { "; modules: \(lineSafe($0))" } ?? "")
}
