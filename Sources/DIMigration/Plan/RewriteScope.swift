import DIFileSystem
import DIScanner
import Foundation

/// Which files' declarations (imports, manifests) a migration rewrites: none without a unit (Needle still
/// generates for every app); with a command left unresolved, only the sources inside some unit's folders (the
/// others may belong to the app that stays on Needle); else all.
struct RewriteScope {
    let units: [MigratedUnit]
    let hasUnresolvedCommands: Bool
    /// `.di-lsp.json` already has units (a migration done before): said when nothing is left to migrate.
    let hasConfiguredUnits: Bool
    /// The folders units read (nil: some unit reads the whole repository), and the files they generate.
    private let includedFolders: Set<Substring>?
    private let generatedFiles: Set<String>

    init(units: [MigratedUnit], hasUnresolvedCommands: Bool, hasConfiguredUnits: Bool) {
        self.units = units
        self.hasUnresolvedCommands = hasUnresolvedCommands
        self.hasConfiguredUnits = hasConfiguredUnits
        includedFolders = units.contains { $0.include.isEmpty } ? nil : Set(units.flatMap(\.include).map { Substring($0) })
        generatedFiles = Set(units.map(\.generatedFile))
    }

    func rewrites(_ path: String, _ kind: FileKind) -> Bool {
        // Units already in `.di-lsp.json` (a migration done before, run again with `--runtime-package`) replace
        // Needle as new ones do.
        guard !units.isEmpty || hasConfiguredUnits else { return false }
        guard hasUnresolvedCommands, kind == .swiftSource else { return true }
        return isInUnit(path)
    }

    /// Whether a folder some unit reads holds `path`: one look-up per folder above it.
    func isInUnit(_ path: String) -> Bool {
        guard let includedFolders else { return true }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if includedFolders.contains(folder) { return true }
        }
        return false
    }

    func isGeneratedFileOfUnit(_ path: String) -> Bool {
        generatedFiles.contains(path)
    }
}

/// What still names Needle in a file after the migration, each with its place, so nothing that would break the
/// build is left unsaid: a Needle-generated file no unit replaces, an import or a qualified name out of the
/// migration's scope, and any other line naming `NeedleFoundation`, `uber/needle` or a `needle generate` command.
/// `reported` are the lines a manual step already names. Comments in an Xcode project (`/* NeedleFoundation */`)
/// are not references.
func leftReferences(_ text: [UInt8], kind: FileKind, path: String, isNeedleFile: Bool, reported: Set<Int>, scope: RewriteScope) -> [String] {
    guard firstOffset(of: Array("eedle".utf8), in: text) != nil else { return [] }
    if isNeedleFile {
        guard !scope.isGeneratedFileOfUnit(path) else { return [] }
        return ["\(path): Needle's generated file, which no unit replaces: Needle still writes it, or it is left over; "
            + "add a unit for it to \(configurationFileName) (or delete it if no build uses it)"]
    }
    guard let source = String(validating: text, as: UTF8.self) else { return [] }
    // Commands as the script reader finds them (a commented-out one is none).
    var commandLines: Set<Int> = []
    if kind.mayRunNeedle, let quoting = kind.quoting(of: text) {
        let lines = LineIndex(text)
        for invocation in ScriptReader(bytes: text, quoting: quoting).needleInvocations(swiftComments: kind == .swiftManifest) {
            commandLines.insert(lines.location(of: invocation.range.lowerBound).line)
        }
    }
    let why = scope.rewrites(path, kind)
        ? "change it by hand"
        : !scope.units.isEmpty ? "no unit reads this file, so it stays on Needle"
        : scope.hasConfiguredUnits ? "no `needle generate` command is left to migrate, and \(configurationFileName)'s units do not replace it"
        : "no unit replaces Needle, so it stays"
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

/// What names Needle in a file the migration does not rewrite (a Tuist template, a committed workspace or scheme,
/// a lock file, documentation): lock files and documentation once per file with their lines, anything else line
/// by line. Binary files (a NUL byte) and files that are not UTF-8 are not text.
func referencesInOtherFile(_ path: String, _ bytes: [UInt8]?) -> [String] {
    guard let bytes, bytes.count <= maximumFileSize, firstOffset(of: Array("eedle".utf8), in: bytes) != nil, !bytes.contains(0),
          let text = String(validating: bytes, as: UTF8.self) else { return [] }
    let lines = lineSlices(text).enumerated().filter { namesNeedleModule($0.element) || $0.element.contains("uber/needle") }.map { $0.offset + 1 }
    guard !lines.isEmpty else { return [] }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let numbers = lines.prefix(8).map(String.init).joined(separator: ", ") + (lines.count > 8 ? ", ..." : "")
    if ["Podfile.lock", "Package.resolved", ".package.resolved", "Cartfile.resolved", "Gemfile.lock"].contains(name) {
        return ["\(path):\(lines[0]): a lock file names Needle (lines \(numbers)): it changes when the packages are resolved again, "
            + "after the steps above"]
    }
    if [".md", ".markdown", ".txt", ".rst"].contains(where: name.hasSuffix) || name.hasPrefix("README") || name.hasPrefix("LICENSE") {
        return ["\(path):\(lines[0]): documentation names Needle (lines \(numbers))"]
    }
    let all = lineSlices(text)
    return lines.map { number in
        let trimmed = all[number - 1].withoutIndent
        let shown = trimmed.count > 100 ? trimmed.prefix(100) + "..." : trimmed
        return "\(path):\(number): still names Needle (a file the migration does not rewrite: a template, a generated project "
            + "file or settings): \(shown)"
    }
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
