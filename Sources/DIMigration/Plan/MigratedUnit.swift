extension MigratedUnit: Equatable {}

/// A generation unit made from one `needle generate` command: the files Needle read, and the file it wrote, which
/// di-gen writes in its place so project files need no change.
public struct MigratedUnit: Sendable {
    public var name: String
    /// Relative to the repository root.
    public let generatedFile: String
    /// The folders Needle read, relative to the root; empty when it read the whole repository.
    public let include: [String]
    public let excludeContaining: [String]
    public let excludeSuffixes: [String]
    /// `file:line` of each command it comes from.
    public var sources: [String]
    /// The folder the command runs in (relative to the root), when known: the build phase's `SRCROOT`.
    var commandFolder: String?
    /// Where the rewritten build step writes its Xcode file lists, `DIGen/<name>.inputs.xcfilelist` and
    /// `.outputs.xcfilelist` in `folder`, when it declares them.
    public internal(set) var fileLists: FileLists?

    public struct FileLists: Equatable, Sendable {
        /// Relative to the root; the step's `SRCROOT`.
        public let folder: String
        /// `DIGen/NeedleGenerated.inputs.xcfilelist`, relative to `folder`.
        public let inputs: String
        public let outputs: String
    }

    public init(
        name: String, generatedFile: String, include: [String], excludeContaining: [String], excludeSuffixes: [String], sources: [String]
    ) {
        self.name = name
        self.generatedFile = generatedFile
        self.include = include
        self.excludeContaining = excludeContaining
        self.excludeSuffixes = excludeSuffixes
        self.sources = sources
    }

    /// Equal as units: the folder a command ran in is how it was found, not what the unit is.
    public static func == (lhs: MigratedUnit, rhs: MigratedUnit) -> Bool {
        lhs.name == rhs.name && lhs.reads(likeAs: rhs) && lhs.sources == rhs.sources && lhs.fileLists == rhs.fileLists
    }

    /// Whether two commands describe the same unit (a script run for an app and its twin writes the same file
    /// from the same folders).
    func reads(likeAs other: MigratedUnit) -> Bool {
        // (Where the command runs and its lists are not compared: a script and its twin may run from elsewhere.)
        generatedFile == other.generatedFile && include == other.include && excludeContaining == other.excludeContaining
            && excludeSuffixes == other.excludeSuffixes
    }
}

/// Where the command's paths lead: for each Needle file its output can name, the unit; or why it cannot be told.
enum InvocationResolution {
    case units([MigratedUnit])
    case unresolved(String)
}

extension NeedleInvocation {
    /// The Needle files whose path ends with `tail` and that the command's own excludes do not leave out.
    private func candidates(_ tail: String, _ needleFiles: NeedleFiles) -> [String] {
        needleFiles.ending(with: tail).filter { file in
            !excludedPaths.contains { ("/" + file).contains($0) } && !excludedSuffixes.contains { file.hasSuffix($0 + ".swift") }
        }
    }

    /// Resolves the command's paths against the repository. Scripts run from a folder the script does not say
    /// (Xcode runs a build phase in the project's folder, a Makefile in its own), and name paths through variables
    /// (`$SRCROOT`, `${FILE_PATH}`). The output is matched against the Needle files the repository holds: each one
    /// whose path ends with the output's written tail fixes the folder the command ran in, and the folders it reads
    /// are taken from there (after any variable, which stands for that folder too).
    /// `variables` are the script's own assignments before the command (`FILE_PATH="$SRCROOT/Sources"`), expanded
    /// first. A candidate file the command's own excludes would leave out is not the one it writes (a template
    /// for the app that excludes `/Sample` does not write the sample apps' files).
    func resolve(
        needleFiles: NeedleFiles, folders: Set<String>, variables: [String: String] = [:], source: String, sourceRoot: String? = nil
    ) -> InvocationResolution {
        let outputPath = expanded(output.value, variables)
        guard var writtenTail = pathAfterVariables(outputPath), !writtenTail.isEmpty else {
            return .unresolved("its output \(outputPath) is not a path di-gen can follow")
        }
        // `../../Mod/Sources/NeedleGenerated.swift` from a phase whose folder is known (an Xcode project's): the
        // path from the root, whole.
        var fromSourceRoot = false
        if writtenTail.hasPrefix(".."), let sourceRoot, let joined = joinedRelativePath(sourceRoot, writtenTail), !joined.isEmpty {
            (writtenTail, fromSourceRoot) = (joined, true)
        }
        guard !writtenTail.hasPrefix("..") else {
            return .unresolved("its output \(outputPath) is not a path di-gen can follow")
        }
        // A script run from above the repository names it (`Omos-New/Projects/...`): up to two such leading folders
        // are dropped from the output, and from the folders that start with them, when nothing matches otherwise
        // (never down to a bare folder and name, which could be any app's).
        var tail = writtenTail
        var outerFolders = ""
        var candidates = self.candidates(tail, needleFiles)
        if fromSourceRoot { candidates = candidates.filter { $0 == tail } }
        while !fromSourceRoot, candidates.isEmpty, outerFolders.count(where: { $0 == "/" }) < 2, tail.count(where: { $0 == "/" }) >= 2,
              let slash = tail.firstIndex(of: "/") {
            outerFolders += tail[...slash]
            tail = String(tail[tail.index(after: slash)...])
            candidates = self.candidates(tail, needleFiles)
        }
        if candidates.isEmpty { (tail, outerFolders) = (writtenTail, "") }
        guard !candidates.isEmpty else {
            return .unresolved("no Needle-generated file in the repository ends with \(tail); generate it with Needle once, then migrate")
        }
        var units: [MigratedUnit] = []
        for file in candidates {
            let base = fromSourceRoot ? sourceRoot ?? "" : file == tail ? "" : String(file.dropLast(tail.count + 1))
            var include: [String] = []
            for folder in self.folders {
                guard var written = pathAfterVariables(expanded(folder.value, variables)) else {
                    return .unresolved("its folder \(folder.value) is not a path di-gen can follow")
                }
                if !outerFolders.isEmpty, written.hasPrefix(outerFolders) { written = String(written.dropFirst(outerFolders.count)) }
                guard let path = joinedRelativePath(base, written), folders.contains(path) else {
                    return .unresolved("its folder \(folder.value), from \(base.isEmpty ? "the root" : base), is not a folder of the repository")
                }
                include.append(path)
            }
            if include.contains("") { include = [] }  // the whole repository
            var unit = MigratedUnit(
                name: "", generatedFile: file, include: Array(Set(include)).sorted(), excludeContaining: excludedPaths,
                excludeSuffixes: excludedSuffixes, sources: [source])
            unit.commandFolder = outerFolders.isEmpty ? base : nil
            units.append(unit)
        }
        return .units(units)
    }
}

/// The written path without the variables it starts with (`$SRCROOT/`, `${FILE_PATH}/`, `$(PROJECT_DIR)/`), which
/// stand for the folder the command runs in; nil when a variable appears later in the path.
private func pathAfterVariables(_ written: String) -> String? {
    var parts = written.split(separator: "/", omittingEmptySubsequences: false)[...]
    while let first = parts.first, first.hasPrefix("$") { parts = parts.dropFirst() }
    guard !parts.contains(where: { $0.contains("$") }) else { return nil }
    let path = parts.joined(separator: "/")
    return path.isEmpty ? "." : normalizedRelativePath(path).map { $0.isEmpty ? "." : $0 } ?? (path.hasPrefix("..") ? path : nil)
}

/// `$NAME` and `${NAME}` replaced by the script's own value for NAME, twice over (a value may name another).
private func expanded(_ word: String, _ variables: [String: String]) -> String {
    guard word.contains("$"), !variables.isEmpty else { return word }
    var result = word
    for _ in 0..<2 {
        for (name, value) in variables {
            result = result.replacingEvery("${\(name)}", with: value).replacingEvery("$\(name)/", with: value + "/")
            if result == "$" + name { result = value }
        }
    }
    return result
}

/// The repository's Needle-generated files, found by reading only the files whose path ends as a command's output
/// does (the planner reads every other file once, to rewrite it), each read at most once.
final class NeedleFiles {
    private let repository: Repository
    private var known: [String: Bool] = [:]
    /// The repository's Swift files by every tail of their paths (`A/B/Gen.swift` under `A/B/Gen.swift`,
    /// `B/Gen.swift` and `Gen.swift`), so a command's output finds its files in one look-up.
    private let byTail: [Substring: [String]]

    init(_ repository: Repository) {
        self.repository = repository
        var byTail: [Substring: [String]] = [:]
        for file in repository.files where file.hasSuffix(".swift") {
            var tail = Substring(file)
            while true {
                byTail[tail, default: []].append(file)
                guard let slash = tail.firstIndex(of: "/") else { break }
                tail = tail[tail.index(after: slash)...]
            }
        }
        self.byTail = byTail
    }

    /// The Needle files whose path is `tail` or ends with `/tail`.
    func ending(with tail: String) -> [String] {
        (byTail[Substring(tail)] ?? []).filter { file in
            if let isNeedle = known[file] { return isNeedle }
            let isNeedle = isNeedleGeneratedFile(repository.read(file))
            known[file] = isNeedle
            return isNeedle
        }
    }
}
