import DIIndex
import DIScanner

/// Swinject's side of the core: every registration of the workspace by the keys it serves, every resolution bound
/// to the registrations that serve it or to a problem, and the counts the summary reports.
///
/// Containers are not told apart: a resolution is served when any registration of the workspace has its type, name
/// and argument count. That over-approximates what a container hierarchy can reach, so a problem reported is real
/// in every hierarchy; a registration the code hides (a computed type, an assembly from outside the workspace, a
/// file that did not scan) turns "not registered" into unchecked, never into an error. Linear in the facts; an
/// update re-keys only the changed files (`SwinjectKeyedFile`) and binds again.
public struct SwinjectAnalysis: Sendable {
    /// False when no file imports Swinject: the facts are then read as nothing (another library's `resolve`).
    public let isActive: Bool
    public let problems: [SwinjectProblem]
    /// Registrations that count, and those with a known service type among them.
    public let registrationCount: Int
    public let classifiedRegistrationCount: Int
    public let resolutionCount: Int
    public let checkedResolutionCount: Int
    /// Per file with facts, each resolution's verdict, by its index in the file's `SwinjectFacts.resolutions`.
    let verdicts: [FileID: [SwinjectVerdict]]
    /// Per file with facts, its keys, kept for the next update.
    let keyed: [FileID: SwinjectKeyedFile]
    let typeMatcher: TypeMatcher?
    private(set) var snapshot: Snapshot

    public static let empty = SwinjectAnalysis()

    private init() {
        (isActive, problems, verdicts, keyed, typeMatcher, snapshot) = (false, [], [:], [:], nil, Snapshot())
        (registrationCount, classifiedRegistrationCount, resolutionCount, checkedResolutionCount) = (0, 0, 0, 0)
    }

    init(snapshot: Snapshot, typeMatcher: TypeMatcher, keyed: [FileID: SwinjectKeyedFile], binding: SwinjectBinding) {
        self.snapshot = snapshot
        self.typeMatcher = typeMatcher
        self.keyed = keyed
        isActive = true
        verdicts = binding.verdicts
        problems = binding.problems
        registrationCount = binding.entries.count
        classifiedRegistrationCount = binding.entries.count(where: \.hasType)
        resolutionCount = binding.resolutionCount
        checkedResolutionCount = binding.checkedCount
    }

    /// This analysis over `snapshot`, whose Swinject facts are this one's (an edit elsewhere).
    public func rebased(on snapshot: Snapshot) -> SwinjectAnalysis {
        var copy = self
        copy.snapshot = snapshot
        return copy
    }

    public func registration(_ site: SwinjectSite) -> SwinjectRegistration? {
        snapshot.file(site.file)?.summary.swinject?.registrations[safe: site.index]
    }

    public func resolution(_ site: SwinjectSite) -> SwinjectResolution? {
        snapshot.file(site.file)?.summary.swinject?.resolutions[safe: site.index]
    }

    public func verdict(_ site: SwinjectSite) -> SwinjectVerdict? {
        verdicts[site.file]?[safe: site.index]
    }

    /// The resolutions `registration` serves, in site order (a scan of every verdict: for navigation, not for loops).
    public func resolutions(servedBy registration: SwinjectSite) -> [SwinjectSite] {
        var served: [SwinjectSite] = []
        for (file, fileVerdicts) in verdicts {
            for (index, verdict) in fileVerdicts.enumerated() {
                if case .served(let sites) = verdict, sites.contains(registration) { served.append(SwinjectSite(file: file, index: index)) }
            }
        }
        return served.sorted()
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The modules whose import turns the front end on, and those whose `resolve` is another library's.
private let swinjectModules: Set<String> = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard"]
private let otherContainerModules: Set<String> = ["Resolver", "Factory"]

/// Analyses the Swinject facts of `snapshot`; `typeMatcher` is the component graph's, so aliases and module
/// qualifiers compare as they do for components. With `previous`, the analysis of a snapshot that differs only in
/// `changedFiles`, the other files' keys are reused when the type matcher is the same.
public func analyzeSwinject(
    _ snapshot: Snapshot, typeMatcher: TypeMatcher, reportsUnused: Bool = false, previous: SwinjectAnalysis? = nil,
    changedFiles: Set<FileID> = []
) -> SwinjectAnalysis {
    var files: [IndexedFile] = []
    var isActive = false
    var damaged = false
    snapshot.forEachFile { file in
        let summary = file.summary
        guard !summary.isGenerated else { return }
        if !isActive, summary.imports.contains(where: swinjectModules.contains) { isActive = true }
        if summary.notes.contains(where: { $0.message.hasPrefix("unterminated") }) { damaged = true }
        guard let facts = summary.swinject, !facts.isEmpty, !summary.imports.contains(where: otherContainerModules.contains) else { return }
        files.append(file)
    }
    guard isActive else { return .empty }
    let reusable = previous?.typeMatcher == typeMatcher ? previous?.keyed ?? [:] : [:]
    var keyed: [FileID: SwinjectKeyedFile] = [:]
    keyed.reserveCapacity(files.count)
    for file in files {
        keyed[file.id] = changedFiles.contains(file.id) ? nil : reusable[file.id]
        if keyed[file.id] == nil { keyed[file.id] = SwinjectKeyedFile(file, typeMatcher: typeMatcher) }
    }
    // Which assemblies an `Assembler` may be given, only when one is.
    var declaredTypes: Set<String> = []
    if files.contains(where: { $0.summary.swinject!.containers.contains { !$0.assemblies.isEmpty } }) {
        snapshot.forEachFile { file in
            for declaration in file.summary.declarations where declaration.kind != .extension { declaredTypes.insert(declaration.name) }
        }
    }
    var binding = SwinjectBinding()
    binding.collect(files, keyed: keyed, declaredTypes: declaredTypes, damaged: damaged)
    binding.bindResolutions(files, keyed: keyed)
    binding.findCycles()
    for file in files { binding.problems += keyed[file.id]!.replacements }
    if reportsUnused { binding.findUnused(files, keyed: keyed) }
    return SwinjectAnalysis(snapshot: snapshot, typeMatcher: typeMatcher, keyed: keyed, binding: binding)
}
