import DIFileSystem
import DIGenerator
import DIScanner
import Foundation

/// Everything `di-gen migrate needle` would change, worked out without writing: the edited files (whole new
/// contents), the units, and what it leaves to the user with the exact step.
public struct MigrationPlan: Sendable {
    public struct FileEdit: Sendable, Equatable {
        /// Relative to the repository root.
        public let path: String
        public let old: [UInt8]?
        public let new: [UInt8]
    }

    public private(set) var edits: [FileEdit] = []
    public private(set) var units: [MigratedUnit] = []
    /// What the command does not change, each with where and what to do.
    public private(set) var manualSteps: [String] = []
    /// How many `needle generate` commands were found (each becomes, or joins, a unit).
    public private(set) var commandCount = 0
    /// How many of them could not be turned into a unit (each left as it is, and listed).
    public private(set) var unresolvedCommands = 0

    public var isEmpty: Bool { edits.isEmpty }

    /// Plans the migration of `repository`. `runtime` says where DIRuntime's package is for manifests that name
    /// Needle's (without it, those lines are manual steps).
    ///
    /// Two passes: the commands first (every file that may run Needle), which give the units; then the
    /// declarations (imports, manifests), rewritten only where a unit replaces Needle: with no unit, nothing
    /// else changes, and with commands left unresolved, only sources inside some unit's folders. Whatever still
    /// names Needle afterwards is listed with its place (`leftReferences`).
    public init(_ repository: Repository, runtime: RuntimePackage?) {
        let context = CommandContext(repository)
        for path in repository.linkedFiles where FileKind(path) != nil {
            manualSteps.append("\(path): a symbolic link, not followed (it could lead out of the repository); "
                + "if it runs Needle or imports it, migrate what it links to by hand")
        }
        // Files whose commands changed: as read, and after the commands without their line-break style (put back
        // when they are written). Every other file is read again in the second pass.
        var afterCommands: [String: (original: [UInt8], text: [UInt8], style: TextStyle)] = [:]
        var readable: [(path: String, kind: FileKind)] = []
        var otherFiles: [String] = []
        for path in repository.files {
            guard let kind = FileKind(path) else {
                otherFiles.append(path)
                continue
            }
            guard let bytes = repository.read(path), bytes.count <= maximumFileSize else {
                // Never passed over in silence: it may hold a command or an import.
                manualSteps.append("\(path): not read (unreadable, or larger than \(maximumFileSize >> 20) MiB); check it for Needle by hand")
                continue
            }
            readable.append((path, kind))
            let (text, style) = TextStyle.normalizing(bytes)
            let migrated = migratingCommands(in: text, kind: kind, path: path, context: context)
            manualSteps += kind.manualSteps(migrated, path: path)
            if migrated != text { afterCommands[path] = (bytes, migrated, style) }
        }
        let configuration = repository.read(configurationFileName)
        nameUnits(existing: configuration)
        let scope = RewriteScope(
            units: units, hasUnresolvedCommands: unresolvedCommands > 0, hasConfiguredUnits: !existingUnitNames(configuration).isEmpty)
        var changed: [String: (old: [UInt8], new: [UInt8])] = [:]
        // The lines each file's steps name so far, so the references left are not said twice.
        var reportedLines: [Substring: Set<Int>] = [:]
        func noteReported(_ steps: some Sequence<String>) {
            for step in steps {
                let parts = step.split(separator: ":", maxSplits: 2)
                if parts.count == 3, let line = Int(parts[1]) { reportedLines[parts[0], default: []].insert(line) }
            }
        }
        noteReported(manualSteps)
        for (path, kind) in readable {
            let original: [UInt8], text: [UInt8], style: TextStyle
            if let migrated = afterCommands[path] {
                (original, text, style) = migrated
            } else {
                guard let bytes = repository.read(path) else { continue }
                original = bytes
                (text, style) = TextStyle.normalizing(bytes)
            }
            let isNeedleFile = kind == .swiftSource && isNeedleGeneratedFile(text)
            if isNeedleFile, !scope.isGeneratedFileOfUnit(path) { unreplacedNeedleFiles.append(path) }
            let stepsBefore = manualSteps.count
            let rewritten = scope.rewrites(path, kind) && !isNeedleFile
                ? rewritingDeclarations(in: text, kind: kind, path: path, runtime: runtime) : text
            noteReported(manualSteps[stepsBefore...])
            let reported = reportedLines[Substring(path)] ?? []
            manualSteps += leftReferences(rewritten, kind: kind, path: path, isNeedleFile: isNeedleFile, reported: reported, scope: scope)
            let new = style.restoring(rewritten)
            if new != original { changed[path] = (original, new) }
        }
        for path in otherFiles { manualSteps += referencesInOtherFile(path, repository.read(path)) }
        edits = changed.keys.sorted().map { FileEdit(path: $0, old: changed[$0]!.old, new: changed[$0]!.new) }
        // By file, in the order found within one: both passes' steps read as one list.
        func place(_ step: String) -> (Substring, Int) {
            let parts = step.split(separator: ":", maxSplits: 2)
            return (parts[0], parts.count == 3 ? Int(parts[1]) ?? 0 : 0)
        }
        manualSteps = manualSteps.enumerated().map { (place($0.element), $0.offset, $0.element) }
            .sorted { ($0.0.0, $0.0.1, $0.1) < ($1.0.0, $1.0.1, $1.1) }.map(\.2)
        guard !units.isEmpty else { return }
        switch unitsConfiguration(units, existing: configuration) {
        case .success(let text) where Array(text.utf8) != configuration:
            edits.append(FileEdit(path: configurationFileName, old: configuration, new: Array(text.utf8)))
        case .success: break
        case .failure(let problem): manualSteps.append("\(configurationFileName): \(problem.message); add these units by hand")
        }
    }

    /// Needle-generated files that no unit writes: Needle still owns them (listed in `manualSteps`).
    public private(set) var unreplacedNeedleFiles: [String] = []
    /// Where each unit is in `units`, by generated file, while commands are read.
    private var unitIndex: [String: Int] = [:]

    /// What resolving a command needs from the whole repository, worked out once.
    private struct CommandContext {
        let needleFiles: NeedleFiles
        let folders: Set<String>
        /// The names of the shell scripts an Xcode build phase runs (named in an Xcode project, an XcodeGen spec
        /// or a Tuist manifest): only those get file lists, which only Xcode reads (a script `make` runs has no
        /// `SRCROOT`).
        let scriptsRunByXcode: Set<String>

        init(_ repository: Repository) {
            needleFiles = NeedleFiles(repository)
            folders = repository.folders
            let scriptNames = Set(repository.files.compactMap { file -> String? in
                guard [".sh", ".bash", ".zsh"].contains(where: file.hasSuffix) else { return nil }
                return file.split(separator: "/").last.map(String.init)
            })
            var named: Set<String> = []
            if !scriptNames.isEmpty {
                for file in repository.files where file.hasSuffix(".pbxproj") || FileKind(file).map({ $0 == .swiftManifest || $0.isXcodeGenSpec(file) }) == true {
                    guard let bytes = repository.read(file), bytes.count <= maximumFileSize else { continue }
                    let text = String(decoding: bytes, as: UTF8.self)
                    named.formUnion(scriptNames.filter { text.contains($0) })
                }
            }
            scriptsRunByXcode = named
        }
    }

    /// The file with each `needle generate` command rewritten (and, in an Xcode project or XcodeGen spec, the
    /// lists its step writes declared); the commands' units added.
    private mutating func migratingCommands(in bytes: [UInt8], kind: FileKind, path: String, context: CommandContext) -> [UInt8] {
        guard kind.mayRunNeedle, let quoting = kind.quoting(of: bytes) else { return bytes }
        let reader = ScriptReader(bytes: bytes, quoting: quoting)
        // The script's assignments, read once: what its commands' variables and its program variables stand for.
        let assignments = reader.assignments()
        let invocations = reader.needleInvocations(swiftComments: kind == .swiftManifest, assignments: assignments)
        guard !invocations.isEmpty else { return bytes }
        commandCount += invocations.count
        let lines = LineIndex(bytes)
        var rewrites: [(invocation: NeedleInvocation, lists: (inputs: String, outputs: String)?)] = []
        // Applied in order: each command sees the assignments before it.
        var variables: [String: String] = [:]
        var applied = 0
        for invocation in invocations {
            let source = "\(path):\(lines.location(of: invocation.range.lowerBound).line)"
            while applied < assignments.count, assignments[applied].lineStart < invocation.range.lowerBound {
                variables[assignments[applied].name] = assignments[applied].value
                applied += 1
            }
            var lists: (inputs: String, outputs: String)?
            switch invocation.resolve(
                needleFiles: context.needleFiles, folders: context.folders, variables: variables, source: source,
                sourceRoot: kind.xcodeSourceRoot(path)) {
            case .units(var found):
                // A phase of an Xcode project (or an XcodeGen spec) runs in the project's folder: of the Needle
                // files its output could name, those below that folder are its own (two projects with one script).
                if let sourceRoot = kind.xcodeSourceRoot(path) {
                    let own = found.filter { $0.commandFolder == sourceRoot }
                    if !own.isEmpty { found = own }
                }
                // An Xcode build step (not a Makefile or CI) that runs where its output says gets file lists.
                if kind.runsInXcode(path, scriptsRunByXcode: context.scriptsRunByXcode), found.allSatisfy({ $0.commandFolder != nil }) {
                    lists = Self.fileLists(for: &found, sourceRoot: kind.xcodeSourceRoot(path))
                    if let step = kind.fileListStep(source, lists!) { manualSteps.append(step) }
                }
                add(found)
                rewrites.append((invocation, lists))
            case .unresolved(let why):
                // Left as it is: rewriting a command without the unit that replaces it would generate nothing.
                unresolvedCommands += 1
                manualSteps.append("\(source): this `needle generate` command could not be turned into a unit: \(why); "
                    + "it is left as it is (Needle still runs there): add a unit to \(configurationFileName) by hand, then rewrite it")
                continue
            }
            for option in invocation.otherOptions {
                manualSteps.append("\(source): Needle's \(option) has no di-gen counterpart and was dropped (di-gen works out imports itself)")
            }
        }
        let (text, mixedTests) = reader.rewritten(rewrites, all: invocations, assignments: assignments)
        for test in mixedTests {
            manualSteps.append("\(path):\(lines.location(of: test).line): this test for Needle guards both a rewritten command and one left on "
                + "Needle; it is left as it is: split it so di-gen generate runs where di-gen is installed")
        }
        let declared = rewrites.compactMap(\.lists)
        guard !declared.isEmpty, let source = String(validating: text, as: UTF8.self) else { return text }
        if kind == .xcodeProject { return Array(declaringFileLists(inXcodeProject: source, declared).utf8) }
        if kind.isXcodeGenSpec(path) { return Array(declaringFileLists(inXcodeGen: source, declared).utf8) }
        return text
    }

    /// The lists a command's step writes, named after its output from where it runs (so an app's and its widget's
    /// steps run from one folder keep their own), recorded on its units with the phase's `SRCROOT`: `sourceRoot`
    /// where the file says it (an Xcode project's folder, XcodeGen's), else the folder the command runs in.
    private static func fileLists(for units: inout [MigratedUnit], sourceRoot: String?) -> (inputs: String, outputs: String) {
        let unit = units[0], folder = unit.commandFolder ?? ""
        let fromFolder = folder.isEmpty ? unit.generatedFile : String(unit.generatedFile.dropFirst(folder.count + 1))
        // Only letters, digits, `.`, `_` and `-`: the lists' paths go into scripts, project files and the lists
        // themselves unquoted, whatever the output's path holds (a space, a `;`, a quote).
        let stem = String(fromFolder.dropLast(".swift".count).map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        let lists = (inputs: "DIGen/\(stem).inputs.xcfilelist", outputs: "DIGen/\(stem).outputs.xcfilelist")
        for index in units.indices {
            units[index].fileLists = .init(folder: sourceRoot ?? units[index].commandFolder ?? "", inputs: lists.inputs, outputs: lists.outputs)
        }
        return lists
    }

    /// Imports in Swift sources (not Needle's generated files: `generate` replaces those), and the dependency
    /// declarations of manifests, XcodeGen specs and Xcode projects.
    private mutating func rewritingDeclarations(in bytes: [UInt8], kind: FileKind, path: String, runtime: RuntimePackage?) -> [UInt8] {
        guard let source = String(validating: bytes, as: UTF8.self) else { return bytes }
        var rewritten: String?
        var manual: [String] = []
        switch kind {
        case .swiftSource: rewritten = rewritingImports(source)
        case .swiftManifest, .packageManifest: (rewritten, manual) = rewritingDependencies(source, path: path, runtime: runtime)
        case .script where kind.isXcodeGenSpec(path): (rewritten, manual) = rewritingXcodeGenPackages(source, path: path, runtime: runtime)
        case .xcodeProject: (rewritten, manual) = rewritingXcodePackageReferences(source, path: path, runtime: runtime)
        default: break
        }
        manualSteps += manual
        return rewritten.map { Array($0.utf8) } ?? bytes
    }

    /// Adds units, merging one a second command describes alike; when two commands write one file differently,
    /// the first is kept and the conflict is a manual step.
    private mutating func add(_ found: [MigratedUnit]) {
        for unit in found {
            if let index = unitIndex[unit.generatedFile] {
                if units[index].reads(likeAs: unit) {
                    units[index].sources += unit.sources
                    if units[index].fileLists == nil { units[index].fileLists = unit.fileLists }
                } else {
                    manualSteps.append("\(units[index].sources.joined(separator: ", ")) and \(unit.sources.joined(separator: ", ")) both write "
                        + "\(unit.generatedFile) from different folders or exclusions; the first is kept, check it")
                }
            } else {
                unitIndex[unit.generatedFile] = units.count
                units.append(unit)
            }
        }
    }

    /// Each unit is named after the folder the command ran in (`App`, `WatchApp`), made unique with its parents
    /// and against the units `existing` (`.di-lsp.json`) already names.
    private mutating func nameUnits(existing: [UInt8]?) {
        units.sort { $0.generatedFile < $1.generatedFile }
        var taken = Set(existingUnitNames(existing))
        for index in units.indices {
            units[index].name = unitName(units[index].generatedFile, taken: taken)
            taken.insert(units[index].name)
        }
    }
}

/// The largest file read (a generated or vendored file past this is not a script or a source to edit by hand).
let maximumFileSize = 4 << 20

/// Needle's generated file, judged by its content as `di-gen generate` judges a file it may replace.
func isNeedleGeneratedFile(_ bytes: [UInt8]?) -> Bool {
    bytes.map { isNeedleGeneratedFile(head: $0) } ?? false
}

/// `Projects/App/Sources/Application/NeedleGenerated.swift` -> `App`: the last folder above the generated file that
/// is not a generic source folder; with its parent (`Feature-Demo`) when that name is taken.
private func unitName(_ generatedFile: String, taken: Set<String>) -> String {
    let generic: Set<String> = ["Sources", "Source", "Application", "DI", "AppStart", "Generated", "Support", "Demo"]
    let folders = generatedFile.split(separator: "/").dropLast().map(String.init)
    let meaningful = folders.filter { !generic.contains($0) }
    var candidates: [String] = []
    if let last = meaningful.last { candidates.append(last) }
    if meaningful.count >= 2 { candidates.append(meaningful.suffix(2).joined(separator: "-")) }
    if let last = folders.last { candidates.append(last) }
    candidates.append(folders.joined(separator: "-"))
    let name = candidates.map(sanitizedUnitName).first { !$0.isEmpty && !taken.contains($0) } ?? "App"
    guard taken.contains(name) else { return name }
    var number = 2
    while taken.contains("\(name)\(number)") { number += 1 }
    return "\(name)\(number)"
}

/// A unit name has no spaces or commas.
private func sanitizedUnitName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
}

