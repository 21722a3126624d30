import DIFileSystem
import DIIndex
import DIScanner

/// What a build system must know to run `di-gen generate` only when needed: the files a unit's generated code
/// was made from (its Swift files, `.di-lsp.json`, the build descriptions that gave the modules) and the folders
/// holding them (a file added to one changes the folder's date, so it reruns too), but the output's own folder,
/// which writing the output changes (a build would never be up to date).
public struct GenerationInputs: Sendable {
    public var files: [String]
    public var folders: [String]

    /// The inputs of a unit's generated file: `unitFiles` (the unit's files of `loaded`, as analysed), the
    /// configuration and build descriptions; `output` itself is left out.
    public init(_ loaded: LoadedWorkspace, unitFiles snapshot: Snapshot, configuration: WorkspaceConfiguration, output: String) {
        // Generated files (the output itself among them) are not read by the analysis.
        var files = snapshot.files.filter { !$0.summary.isGenerated && !$0.summary.isNeedleGenerated && $0.path != output }.map(\.path)
        let outputFolder = canonicalLocation(of: folderPath(of: output))
        folders = Array(Set(files.map { folderPath(of: $0) })).filter { canonicalLocation(of: $0) != outputFolder }.sorted()
        if let configurationFile = configuration.existingFilePath { files.append(configurationFile) }
        files += loaded.buildDescriptionFiles
        self.files = Array(Set(files)).sorted()
    }
}

/// A Make/Ninja depfile: `output: input input ...`, one rule per output, spaces, `#` and `$` escaped as both read
/// them.
public func depfileText(_ rules: [(output: String, inputs: [String])]) -> String {
    func escaped(_ path: String) -> String {
        var text = ""
        for character in path {
            switch character {
            case " ": text += "\\ "
            case "#": text += "\\#"
            case "$": text += "$$"
            default: text.append(character)
            }
        }
        return text
    }
    return rules.map { rule in
        escaped(rule.output) + ":" + rule.inputs.map { " \\\n  " + escaped($0) }.joined() + "\n"
    }.joined()
}

/// An Xcode `.xcfilelist`: one path a line, written `$(SRCROOT)/...` from `sourceRoot` (Xcode's `SRCROOT`, the
/// project's folder), so a list committed on one machine names the same files on every other; Xcode expands the
/// variable before a build phase reads the list. Each line once; with `sorted`, in the order of the lines
/// themselves, so two spellings of one tree (a linked folder) write the same list.
public func fileListText(_ paths: [String], sourceRoot: String, sorted: Bool = false) -> String {
    let base = canonicalLocation(of: sourceRoot).split(separator: "/")
    var seen: Set<String> = []
    var lines = paths.compactMap { path -> String? in
        let target = canonicalLocation(of: path).split(separator: "/")
        let common = zip(base, target).prefix { $0 == $1 }.count
        let steps = Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)
        let line = "$(SRCROOT)/" + steps.joined(separator: "/") + "\n"
        return seen.insert(line).inserted ? line : nil
    }
    if sorted { lines.sort() }
    return lines.joined()
}

/// The first of `paths` a build list cannot carry, and why: a line break ends a path in a depfile and in an
/// `.xcfilelist`, and Xcode expands `$(...)` and `$NAME` in a list's lines. Such a list would name other files
/// than those read (or run what a name holds), so it is not written.
public func pathNoBuildListCarries(_ paths: [String], xcodeList: Bool) -> (path: String, reason: String)? {
    for path in paths {
        if path.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) { return (path, "it holds a line break") }
        if xcodeList, path.contains("$") { return (path, "Xcode would read its `$` as a build setting") }
    }
    return nil
}

/// Whether the existing file at `path`, whose first bytes are `head`, may be replaced by a depfile or an
/// `.xcfilelist` (`OutputGuard`'s generated-file rule for them; neither format has room for a header): a file
/// named as a build list (`.xcfilelist`, `.d`), an empty one, or one that starts as `fileListText` or
/// `depfileText` write. A source named as a list by mistake is refused.
public func isReplaceableBuildList(path: String, head: [UInt8]) -> Bool {
    if path.hasSuffix(".xcfilelist") || path.hasSuffix(".d") || head.isEmpty { return true }
    if head.starts(with: Array("$(SRCROOT)/".utf8)) { return true }
    let firstLine = Array(head.prefix { $0 != UInt8(ascii: "\n") })
    return firstLine.contains(UInt8(ascii: ":")) && (firstLine.last == UInt8(ascii: ":") || firstLine.last == UInt8(ascii: "\\"))
}
