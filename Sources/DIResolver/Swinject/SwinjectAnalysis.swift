import DIIndex
import DIScanner

/// Swinject's side of the core: every registration of the workspace by the keys it serves, every resolution bound
/// to the registrations that serve it or to a problem, and the counts the summary reports.
///
/// Containers are not told apart: a resolution is served when any registration of the workspace has its type, name
/// and argument count. That over-approximates what a container hierarchy can reach, so a problem reported is real
/// in every hierarchy; a registration the code hides (a computed type, an assembly from outside the workspace, a
/// file that did not scan) turns "not registered" into unchecked, never into an error. Linear in the facts.
public struct SwinjectAnalysis: Sendable {
    /// False when no file imports Swinject: the facts are then read as nothing (another library's `resolve`).
    public let isActive: Bool
    public let verdicts: [SwinjectSite: SwinjectVerdict]
    public let problems: [SwinjectProblem]
    /// Registrations that count, and those with a known service type among them.
    public let registrationCount: Int
    public let classifiedRegistrationCount: Int
    public let resolutionCount: Int
    public let checkedResolutionCount: Int
    /// The resolutions each registration serves, in site order (for references and unused registrations).
    public let resolutionsServed: [SwinjectSite: [SwinjectSite]]
    private(set) var snapshot: Snapshot

    /// This analysis over `snapshot`, whose Swinject facts are this one's (an edit elsewhere).
    public func rebased(on snapshot: Snapshot) -> SwinjectAnalysis {
        var copy = self
        copy.snapshot = snapshot
        return copy
    }

    public static let empty = SwinjectAnalysis()

    private init() {
        (isActive, verdicts, problems, snapshot) = (false, [:], [], Snapshot())
        (registrationCount, classifiedRegistrationCount, resolutionCount, checkedResolutionCount) = (0, 0, 0, 0)
        resolutionsServed = [:]
    }

    /// The registration at `site`, if it is one the analysis counts.
    public func registration(_ site: SwinjectSite) -> SwinjectRegistration? {
        snapshot.file(site.file)?.summary.swinject?.registrations[safe: site.index]
    }

    public func resolution(_ site: SwinjectSite) -> SwinjectResolution? {
        snapshot.file(site.file)?.summary.swinject?.resolutions[safe: site.index]
    }

    init(
        snapshot: Snapshot, verdicts: [SwinjectSite: SwinjectVerdict], problems: [SwinjectProblem], registrationCount: Int,
        classifiedRegistrationCount: Int, resolutionCount: Int
    ) {
        self.snapshot = snapshot
        self.isActive = true
        self.verdicts = verdicts
        self.problems = problems
        self.registrationCount = registrationCount
        self.classifiedRegistrationCount = classifiedRegistrationCount
        self.resolutionCount = resolutionCount
        checkedResolutionCount = verdicts.values.count { if case .unchecked = $0 { false } else { true } }
        var served: [SwinjectSite: [SwinjectSite]] = [:]
        for (resolution, verdict) in verdicts {
            guard case .served(let registrations) = verdict else { continue }
            for registration in registrations { served[registration, default: []].append(resolution) }
        }
        resolutionsServed = served.mapValues { $0.sorted() }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The modules whose import turns the front end on, and one whose `resolve` is another library's.
private let swinjectModules: Set<String> = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard"]
private let otherContainerModules: Set<String> = ["Resolver", "Factory"]

/// Analyses the Swinject facts of `snapshot`; `typeMatcher` is the component graph's, so aliases and module
/// qualifiers compare as they do for components.
public func analyzeSwinject(_ snapshot: Snapshot, typeMatcher: TypeMatcher, reportsUnused: Bool = false) -> SwinjectAnalysis {
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
    // Which assemblies an `Assembler` may be given, only when one is.
    var declaredTypes: Set<String> = []
    if files.contains(where: { $0.summary.swinject!.containers.contains { !$0.assemblies.isEmpty } }) {
        snapshot.forEachFile { file in
            for declaration in file.summary.declarations where declaration.kind != .extension { declaredTypes.insert(declaration.name) }
        }
    }
    var builder = SwinjectBuilder(typeMatcher: typeMatcher)
    builder.collect(files, declaredTypes: declaredTypes, damaged: damaged)
    builder.bindResolutions()
    builder.findCycles()
    builder.findReplacements()
    if reportsUnused { builder.findUnused() }
    return SwinjectAnalysis(
        snapshot: snapshot, verdicts: builder.verdicts, problems: builder.problems, registrationCount: builder.entries.count,
        classifiedRegistrationCount: builder.entries.count { !$0.typeKeys.isEmpty }, resolutionCount: builder.resolutions.count)
}

/// The working state of `analyzeSwinject`.
struct SwinjectBuilder {
    struct Entry {
        var site: SwinjectSite
        var registration: SwinjectRegistration
        /// The match keys of the service and of each `.implements` type; empty when the type is computed.
        var typeKeys: [String]
    }

    let typeMatcher: TypeMatcher
    var entries: [Entry] = []
    var entriesByType: [String: [Int]] = [:]
    var entryBySite: [SwinjectSite: Int] = [:]
    var resolutions: [(site: SwinjectSite, resolution: SwinjectResolution)] = []
    /// Set when some registration may be invisible: "not registered" then means unchecked.
    var hidesRegistrations = false
    /// The last component of every plain registered type (`Interface` of `Feature.Interface`).
    var registeredLastComponents: Set<Substring> = []
    var verdicts: [SwinjectSite: SwinjectVerdict] = [:]
    var problems: [SwinjectProblem] = []
    /// Per registration, the single registration each of its factory's initializer resolutions is bound to.
    var initializerEdges: [Int: [(to: Int, resolution: SwinjectSite)]] = [:]

    init(typeMatcher: TypeMatcher) {
        self.typeMatcher = typeMatcher
    }

    func key(_ type: TypeText) -> String {
        typeMatcher.matchKey(of: TypeSignature(type.text))
    }

    mutating func collect(_ files: [IndexedFile], declaredTypes: Set<String>, damaged: Bool) {
        let wrappers = Set(files.flatMap { $0.summary.swinject!.registrationWrappers })
        // Calls to a wrapper are read only when its name says `register` (`registerSingleton(Feed.self)`).
        hidesRegistrations = damaged || wrappers.contains { !$0.contains("egister") }
        for file in files {
            let facts = file.summary.swinject!
            for (index, registration) in facts.registrations.enumerated() {
                if case .wrapper(let name, let hasFactory) = registration.kind, !hasFactory, !wrappers.contains(name) { continue }
                let site = SwinjectSite(file: file.id, index: index)
                var typeKeys: [String] = []
                if let service = registration.service {
                    typeKeys = [key(service)] + registration.implements.map(key)
                } else if !(registration.function.map(wrappers.contains) ?? false) {
                    hidesRegistrations = true
                }
                entryBySite[site] = entries.count
                for typeKey in Set(typeKeys) {
                    entriesByType[typeKey, default: []].append(entries.count)
                    if let last = lastComponent(typeKey) { registeredLastComponents.insert(last) }
                }
                entries.append(Entry(site: site, registration: registration, typeKeys: typeKeys))
            }
            for (index, resolution) in facts.resolutions.enumerated() {
                resolutions.append((SwinjectSite(file: file.id, index: index), resolution))
            }
            for container in facts.containers where container.assemblies.contains(where: { !declaredTypes.contains($0) }) {
                hidesRegistrations = true
            }
        }
    }

    /// Binds every resolution to the registrations with its type, name and argument count, or to a problem.
    mutating func bindResolutions() {
        for (site, resolution) in resolutions {
            guard let service = resolution.service else {
                verdicts[site] = .unchecked(.computedType)
                continue
            }
            let typeKey = key(service)
            let sameType = entriesByType[typeKey] ?? []
            let sameName = sameType.filter { entries[$0].registration.name == resolution.name }
            let served = sameName.filter { index in
                guard let passed = resolution.argumentCount, let taken = entries[index].registration.argumentCount else { return true }
                return passed == taken
            }
            if served.isEmpty, sameType.isEmpty ? mayBeRegisteredElsewhere(typeKey) : mayBeNamedOtherwise(resolution.name, sameType) {
                verdicts[site] = .unchecked(sameType.isEmpty ? .hiddenRegistrations : .computedName)
            } else if !served.isEmpty {
                verdicts[site] = .served(served.map { entries[$0].site })
                if let owner = resolution.registration, !resolution.isPropertyInjection, !resolution.isDeferred, served.count == 1,
                    let from = entryBySite[SwinjectSite(file: site.file, index: owner)]
                {
                    initializerEdges[from, default: []].append((served[0], site))
                }
            } else if hidesRegistrations {
                verdicts[site] = .unchecked(.hiddenRegistrations)
            } else if !sameName.isEmpty, let passed = resolution.argumentCount {
                verdicts[site] = .problem
                problems.append(.argumentMismatch(resolution: site, passed: passed, registered: sameName.map { entries[$0].site }))
            } else {
                verdicts[site] = .problem
                let names = Set(sameType.map { entries[$0].registration.name.literal })
                problems.append(.unregistered(resolution: site, otherNames: names.sorted { ($0 ?? "") < ($1 ?? "") }))
            }
        }
    }

    /// Whether a name written as an expression, on the resolution or on a registration of the type, may equal it.
    private func mayBeNamedOtherwise(_ name: SwinjectName, _ sameType: [Int]) -> Bool {
        if case .expression = name { return true }
        return sameType.contains { if case .expression = entries[$0].registration.name { true } else { false } }
    }

    /// Whether a registration of another spelling may be the type: `Feature.Interface` and an `Interface`
    /// registered inside `extension Feature` (the scanner does not qualify nested names).
    private func mayBeRegisteredElsewhere(_ typeKey: String) -> Bool {
        guard let last = lastComponent(typeKey) else { return false }
        return registeredLastComponents.contains(last)
    }

    func lastComponent(_ typeKey: String) -> Substring? {
        guard typeKey.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return typeKey.split(separator: ".").last
    }

    /// Loops of initializer injection, each reported once, at the resolution that closes it. Iterative DFS.
    mutating func findCycles() {
        guard !initializerEdges.isEmpty else { return }
        var state = [UInt8](repeating: 0, count: entries.count)  // 0 new, 1 on the stack, 2 done
        var reported: Set<[Int]> = []
        for root in initializerEdges.keys.sorted() where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let edges = initializerEdges[top.node] ?? []
                guard top.next < edges.count else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[top.next]
                if state[edge.to] == 0 {
                    state[edge.to] = 1
                    stack.append((edge.to, 0))
                } else if state[edge.to] == 1, let start = stack.firstIndex(where: { $0.node == edge.to }) {
                    let loop = stack[start...].map(\.node)
                    if reported.insert(loop.sorted()).inserted {
                        problems.append(.cycle(resolution: edge.resolution, loop: loop.map { entries[$0].site }))
                    }
                }
            }
        }
    }

    /// A registration repeated in the same function on the same receiver, under the same `#if` branches.
    mutating func findReplacements() {
        struct Key: Hashable {
            var file: FileID, owner: String?, function: String?, receiver: String, typeKey: String, name: SwinjectName
            var arguments: Int?, conditions: [Condition]
        }
        var first: [Key: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let registration = entry.registration
            guard let typeKey = entry.typeKeys.first, registration.function != nil,
                registration.kind == .register || registration.kind == .autoregister
            else { continue }
            let key = Key(
                file: entry.site.file, owner: registration.owner, function: registration.function, receiver: registration.receiver,
                typeKey: typeKey, name: registration.name, arguments: registration.argumentCount, conditions: registration.conditions)
            if let original = first[key] {
                problems.append(.replacedRegistration(duplicate: entry.site, original: entries[original].site))
            } else {
                first[key] = index
            }
        }
    }

    /// Registrations no resolution asks for; only when every resolution's type is known and nothing resolves
    /// invisibly (`autoregister`'s initializers, storyboards).
    mutating func findUnused() {
        guard !verdicts.values.contains(where: { $0 == .unchecked(.computedType) }),
            !entries.contains(where: { $0.registration.kind == .autoregister || $0.registration.kind == .storyboard })
        else { return }
        var asked: Set<String> = []
        for (_, resolution) in resolutions { if let service = resolution.service { asked.insert(key(service)) } }
        for entry in entries where !entry.typeKeys.isEmpty && !entry.typeKeys.contains(where: asked.contains) {
            problems.append(.unusedRegistration(entry.site))
        }
    }
}
