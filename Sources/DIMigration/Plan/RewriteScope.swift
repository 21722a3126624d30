import Foundation

/// Which files' declarations (imports, manifests) a migration rewrites: none without a unit (Needle still
/// generates for every app); with a command left unresolved, only the sources inside some unit's folders (the
/// others may belong to the app that stays on Needle); else all.
struct RewriteScope {
    let units: [MigratedUnit]
    let hasUnresolvedCommands: Bool

    func rewrites(_ path: String, _ kind: FileKind) -> Bool {
        guard !units.isEmpty else { return false }
        guard hasUnresolvedCommands, kind == .swiftSource else { return true }
        return isInUnit(path)
    }

    func isInUnit(_ path: String) -> Bool {
        units.contains { unit in unit.include.isEmpty || unit.include.contains { path.hasPrefix($0 + "/") } }
    }

    func isGeneratedFileOfUnit(_ path: String) -> Bool {
        units.contains { $0.generatedFile == path }
    }
}

/// What still names Needle in a file after the migration, each with its place, so nothing that would break the
/// build is left unsaid: a Needle-generated file no unit replaces, an import or a qualified name out of the
/// migration's scope, and any other line naming `NeedleFoundation`, `uber/needle` or a `needle generate` command.
/// `reported` are the lines a manual step already names. Comments in an Xcode project (`/* NeedleFoundation */`)
/// are not references.
func leftReferences(_ text: [UInt8], kind: FileKind, path: String, reported: Set<Int>, scope: RewriteScope) -> [String] {
    guard firstOffset(of: Array("eedle".utf8), in: text) != nil else { return [] }
    if kind == .swiftSource, isNeedleGeneratedFile(text) {
        guard !scope.isGeneratedFileOfUnit(path) else { return [] }
        return ["\(path): Needle's generated file, which no unit replaces: Needle still writes it, or it is left over; "
            + "add a unit for it to .di-lsp.json (or delete it if no build uses it)"]
    }
    guard let source = String(validating: text, as: UTF8.self) else { return [] }
    // Commands as the script reader finds them (a commented-out one is none).
    var commandLines: Set<Int> = []
    if kind.mayRunNeedle, let quoting = kind.quoting(of: text) {
        let lines = LineNumbers(text)
        for invocation in ScriptReader(bytes: text, quoting: quoting).needleInvocations(swiftComments: kind == .swiftManifest) {
            commandLines.insert(lines.line(of: invocation.range.lowerBound))
        }
    }
    let why = scope.rewrites(path, kind)
        ? "change it by hand"
        : scope.units.isEmpty ? "no unit replaces Needle, so it stays" : "no unit reads this file, so it stays on Needle"
    var steps: [String] = []
    for (index, line) in lineSlices(source).enumerated() where !reported.contains(index + 1) {
        let content = kind == .xcodeProject ? Substring(withoutBlockComments(line)) : line
        guard namesNeedleModule(content) || content.contains("uber/needle") || commandLines.contains(index + 1) else { continue }
        let trimmed = content.withoutIndent
        let shown = trimmed.count > 100 ? trimmed.prefix(100) + "..." : trimmed
        steps.append("\(path):\(index + 1): still names Needle (\(why)): \(shown)")
    }
    return steps
}

/// `line` without its `/* ... */` comments.
private func withoutBlockComments(_ line: Substring) -> String {
    var result = ""
    var rest = line
    while let open = rest.range(of: "/*") {
        result += rest[..<open.lowerBound]
        guard let close = rest[open.upperBound...].range(of: "*/") else { return result }
        rest = rest[close.upperBound...]
    }
    return result + rest
}
