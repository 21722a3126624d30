import DIIndex
import DIScanner

/// Swinject's side of the core: every registration of the workspace by the keys it serves, every resolution bound
/// to the registrations that serve it or to a problem, and the counts the summary reports.
///
/// Containers are told apart where the code pins them (`SwinjectContainerTree`); anywhere else a registration
/// serves every resolve and a resolve reaches every registration, so a problem reported is real in every
/// hierarchy the code allows. A registration the code hides (a computed type, an assembly from outside the
/// workspace, a file that did not scan) turns "not registered" into unchecked where it could serve, never into an
/// error. Linear in the facts; an update re-keys only the changed files (`SwinjectKeyedFile`), keeps the tree while
/// no changed file's `SwinjectFileInputs.tree` differs, and binds again.
public struct SwinjectAnalysis: Sendable {
    /// False when no file imports Swinject: the facts are then read as nothing (another library's `resolve`).
    public let isActive: Bool
    public let problems: [SwinjectProblem]
    /// Registrations that count, and those with a known service type among them.
    public let registrationCount: Int
    public let classifiedRegistrationCount: Int
    public let resolutionCount: Int
    public let checkedResolutionCount: Int
    /// `autoregister(..., initializer: X.init)` calls, and those whose initializer was read (its parameters then count
    /// among the resolutions).
    public let initializerCount: Int
    public let readInitializerCount: Int
    /// The containers the code makes that the analysis tells apart (`SwinjectContainerTree`).
    public let containerCount: Int
    /// Per file with facts, each resolution's verdict, by its index in the file's `SwinjectFacts.resolutions`.
    let verdicts: [FileID: [SwinjectVerdict]]
    /// Per file with facts, whether each resolution counts as checked (`checkedResolutionCount`).
    let checked: [FileID: [Bool]]
    /// Per file with facts, its keys, kept for the next update.
    let keyed: [FileID: SwinjectKeyedFile]
    /// The numbers the keyed files gave their type keys, kept with them.
    let keyTable: SwinjectKeyTable
    /// The workspace's `associatedtype` names (a resolve of one is never an error), kept for the next update.
    let associatedTypes: Set<String>
    let typeMatcher: TypeMatcher?
    private(set) var snapshot: Snapshot

    public static let empty = SwinjectAnalysis()

    private init() {
        (isActive, problems, verdicts, checked, keyed, keyTable, typeMatcher, snapshot) = (false, [], [:], [:], [:], SwinjectKeyTable(), nil, Snapshot())
        tree = SwinjectContainerTree([], snapshot: Snapshot())
        associatedTypes = []
        (registrationCount, classifiedRegistrationCount, resolutionCount, checkedResolutionCount, containerCount) = (0, 0, 0, 0, 0)
        (initializerCount, readInitializerCount) = (0, 0)
    }

    init(
        snapshot: Snapshot, typeMatcher: TypeMatcher, keyed: [FileID: SwinjectKeyedFile], keyTable: SwinjectKeyTable,
        associatedTypes: Set<String>, binding: SwinjectBinding, tree: SwinjectContainerTree
    ) {
        self.tree = tree
        containerCount = tree.knownCount
        self.snapshot = snapshot
        self.associatedTypes = associatedTypes
        self.typeMatcher = typeMatcher
        self.keyed = keyed
        self.keyTable = keyTable
        isActive = true
        verdicts = binding.verdicts
        checked = binding.checked
        problems = binding.problems
        registrationCount = binding.entries.count
        classifiedRegistrationCount = binding.entries.count(where: \.hasType)
        resolutionCount = binding.resolutionCount
        checkedResolutionCount = binding.checkedCount
        initializerCount = binding.initializerCount
        readInitializerCount = binding.readInitializerCount
    }

    /// The containers, with the groups and reach worked out so far, kept for the next update.
    let tree: SwinjectContainerTree

    /// The `associatedtype` names of `snapshot`, which differs from this analysis's in `changedFiles`: these, unless a
    /// changed file declares one before or after (nil then: they are read again).
    func associatedTypes(updatedTo snapshot: Snapshot, changedFiles: Set<FileID>) -> Set<String>? {
        let declaresOne = { (file: IndexedFile?) in !(file.map(associatedTypeNames(in:))?.isEmpty ?? true) }
        return changedFiles.contains { declaresOne(self.snapshot.file($0)) || declaresOne(snapshot.file($0)) } ? nil : associatedTypes
    }

    /// This analysis over `snapshot`, whose Swinject facts are this one's (an edit elsewhere).
    public func rebased(on snapshot: Snapshot) -> SwinjectAnalysis {
        var copy = self
        copy.snapshot = snapshot
        return copy
    }

    /// The containers the code makes and how they nest (`di-gen graph`): a walk over the files with containers.
    public var containerNodes: [SwinjectContainerNode] {
        var files: [IndexedFile] = []
        snapshot.forEachFile { file in
            if let facts = file.summary.swinject, !facts.containers.isEmpty { files.append(file) }
        }
        return tree.nodes(files)
    }

    public func registration(_ site: SwinjectSite) -> SwinjectRegistration? {
        snapshot.file(site.file)?.summary.swinject?.registrations[safe: site.index]
    }

    public func resolution(_ site: SwinjectSite) -> SwinjectResolution? {
        snapshot.file(site.file)?.summary.swinject?.resolutions[safe: site.index]
    }

    /// The type a resolution without a written one takes from the initializer parameter it is passed to, when read.
    public func parameterType(_ site: SwinjectSite) -> TypeText? {
        keyed[site.file]?.parameterTypes[site.index]
    }

    /// The type a resolution asks for: written, or taken from the initializer parameter it is passed to.
    public func resolvedType(_ site: SwinjectSite) -> TypeText? {
        resolution(site)?.service ?? parameterType(site)
    }

    public func verdict(_ site: SwinjectSite) -> SwinjectVerdict? {
        verdicts[site.file]?[safe: site.index]
    }

    /// Whether a missing registration would be reported at `site`: what the summary's "checked" counts.
    public func isChecked(_ site: SwinjectSite) -> Bool {
        checked[site.file]?[safe: site.index] ?? false
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

/// The modules whose `resolve` is another library's.
let otherContainerModules: Set<String> = ["Resolver", "Factory"]

/// Analyses the Swinject facts of `snapshot`; `typeMatcher` is the component graph's, so aliases and module
/// qualifiers compare as they do for components. With `previous`, the analysis of a snapshot that differs only in
/// `changedFiles`, the other files' keys are reused when the type matcher is the same.
public func analyzeSwinject(
    _ snapshot: Snapshot, typeMatcher: TypeMatcher, reportsUnused: Bool = false, previous: SwinjectAnalysis? = nil,
    changedFiles: Set<FileID> = []
) -> SwinjectAnalysis {
    guard snapshot.importsSwinject else { return .empty }
    var files: [IndexedFile] = []
    var damaged = false
    // The `associatedtype` names: the previous analysis's when no changed file declares one, else read in this pass.
    let carriedAssociatedTypes = previous.flatMap { $0.isActive ? $0.associatedTypes(updatedTo: snapshot, changedFiles: changedFiles) : nil }
    var associatedTypes = carriedAssociatedTypes ?? []
    snapshot.forEachFile { file in
        let summary = file.summary
        if carriedAssociatedTypes == nil { associatedTypes.formUnion(associatedTypeNames(in: file)) }
        guard !summary.isGenerated else { return }
        if summary.notes.contains(where: { $0.message.hasPrefix("unterminated") }) { damaged = true }
        guard let facts = summary.swinject, !facts.isEmpty, !summary.imports.contains(where: otherContainerModules.contains) else { return }
        files.append(file)
    }
    let reuses = previous?.typeMatcher == typeMatcher
    let reusable = reuses ? previous?.keyed ?? [:] : [:]
    var keyTable = reuses ? previous?.keyTable ?? SwinjectKeyTable() : SwinjectKeyTable()
    // The workspace's types, read at most once, and only when a resolve typed by a parameter, a replacement or an
    // initializer asks.
    var typeTable: SwinjectTypeTable?
    func types() -> SwinjectTypeTable {
        if typeTable == nil { typeTable = SwinjectTypeTable(snapshot) }
        return typeTable!
    }
    // A resolve typed by the initializer parameter it is passed to takes its type from another file: an unchanged
    // file's keys are reused while no changed file declares other types or `init`s.
    let changedInputs = previous.map { previous in
        changedFiles.map { (SwinjectFileInputs(previous.snapshot.file($0)), SwinjectFileInputs(snapshot.file($0))) }
    }
    let initializersStay = changedInputs?.allSatisfy { $0.types == $1.types } ?? false
    var keyed: [FileID: SwinjectKeyedFile] = [:]
    keyed.reserveCapacity(files.count)
    for file in files {
        var reused = changedFiles.contains(file.id) ? nil : reusable[file.id]
        var parameterTypes: [Int: TypeText] = [:]
        let resolutions = file.summary.swinject!.resolutions
        if reused == nil || !initializersStay, resolutions.contains(where: { $0.service == nil && $0.parameter != nil }) {
            for (index, resolution) in resolutions.enumerated() where resolution.service == nil {
                if let site = resolution.parameter, let type = types().parameterType(site) { parameterTypes[index] = type }
            }
        }
        if let kept = reused, !initializersStay, kept.parameterTypes != parameterTypes { reused = nil }
        keyed[file.id] = reused ?? SwinjectKeyedFile(file, typeMatcher: typeMatcher, table: &keyTable, parameterTypes: parameterTypes)
    }
    var binding = SwinjectBinding(keyCount: keyTable.count)
    // The tree (and the groups and reach it has worked out) stays while no changed file makes or names a container.
    let followsCalls = previous?.tree.followsInitializerCalls ?? false
    let keepsTree = previous.map { $0.isActive && reuses } == true
        && changedInputs!.allSatisfy { $0.tree == $1.tree && (!followsCalls || $0.initializerCalls == $1.initializerCalls) }
    let tree = keepsTree ? previous!.tree : SwinjectContainerTree(files, snapshot: snapshot)
    binding.containers = tree
    binding.associatedTypes = associatedTypes
    let hidden = damaged || !allDeclared(assembliesGiven(files), in: snapshot, files: files)
        || callsWrappersUnread(files.flatMap { $0.summary.swinject!.registrationWrappers }, in: snapshot)
    binding.collect(files, keyed: keyed, damaged: hidden)
    binding.bindResolutions(files, keyed: keyed)
    binding.findCycles()
    binding.findAssemblyReplacements(files, types: types)
    for file in files { binding.problems += keyed[file.id]!.replacements }
    if binding.hasAutoregistrations {
        checkInitializers(files, types: types(), keyTable: keyTable, typeMatcher: typeMatcher, binding: &binding)
    }
    if reportsUnused { binding.findUnused(files, keyed: keyed) }
    return SwinjectAnalysis(
        snapshot: snapshot, typeMatcher: typeMatcher, keyed: keyed, keyTable: keyTable, associatedTypes: associatedTypes, binding: binding,
        tree: binding.containers ?? tree)
}

/// The assemblies every `Assembler` and `apply` of the workspace is given, by type name.
private func assembliesGiven(_ files: [IndexedFile]) -> Set<String> {
    var names: Set<String> = []
    for file in files {
        for container in file.summary.swinject!.containers { names.formUnion(container.assemblies) }
    }
    return names
}

/// Whether the workspace declares every one of `names` (an assembly from a framework hides its registrations).
/// The types that register are found among the facts; only the others are looked for in every declaration.
private func allDeclared(_ names: Set<String>, in snapshot: Snapshot, files: [IndexedFile]) -> Bool {
    guard !names.isEmpty else { return true }
    var missing = names
    for file in files {
        for registration in file.summary.swinject!.registrations { if let owner = registration.owner { missing.remove(owner) } }
        if missing.isEmpty { return true }
    }
    snapshot.forEachFile { file in
        guard !missing.isEmpty else { return }
        for declaration in file.summary.declarations where declaration.kind != .extension { missing.remove(declaration.name) }
    }
    return missing.isEmpty
}

/// Whether a file the Swinject pass did not read (it neither imports Swinject nor calls `register` or `resolve`)
/// calls one of the workspace's registration wrappers (`DI.single(Feed.self) { ... }`): its registrations are hidden.
/// Told from the member names the parser records for every file.
private func callsWrappersUnread(_ wrappers: [String], in snapshot: Snapshot) -> Bool {
    // An overload of Swinject's own `register` (`register(_:serviceName:factory:)`): the pass reads every file that
    // calls a member so named, and such a file without facts (`tableView.register(Cell.self, forCellReuseIdentifier:)`)
    // calls something else.
    let wrappers = wrappers.filter { $0 != "register" && $0 != "_register" }
    guard !wrappers.isEmpty else { return false }
    let hashes = Set(wrappers.map(NameHash.member))
    var found = false
    snapshot.forEachFile { file in
        guard !found, file.summary.swinject == nil else { return }
        found = file.summary.topLevelMemberNames.contains(where: hashes.contains)
            || file.summary.declarations.contains { $0.memberNames.contains(where: hashes.contains) }
    }
    return found
}

func associatedTypeNames(in file: IndexedFile) -> Set<String> {
    var names: Set<String> = []
    let declarations = file.summary.declarations
    for index in declarations.indices where declarations[index].kind == .protocol && !declarations[index].otherRequirements.isEmpty {
        for requirement in declarations[index].otherRequirements where requirement.hasPrefix("associatedtype ") {
            names.insert(String(requirement.dropFirst("associatedtype ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
    }
    return names
}

/// `autoregister(T.self, initializer: X.init)`: each parameter of `X`'s initializer that the container must supply
/// (not one given as `argument:`, not optional, not generic) must be registered without a name, as
/// SwinjectAutoregistration resolves it. Checked only when the initializer is certain: labels written, or `X` has
/// exactly one `init` (declared, a class's implicit `init()`, or one inherited from a superclass of the workspace; a
/// struct's memberwise one is not read). Each parameter of an
/// initializer read counts as a resolution, checked or not; with registrations hidden, none is checked.
private func checkInitializers(
    _ files: [IndexedFile], types declared: SwinjectTypeTable, keyTable: SwinjectKeyTable, typeMatcher: TypeMatcher,
    binding: inout SwinjectBinding
) {
    var wanted: [String: [(site: SwinjectSite, registration: SwinjectRegistration)]] = [:]
    for file in files {
        for (index, registration) in file.summary.swinject!.registrations.enumerated() {
            if let initializer = registration.initializer {
                wanted[initializer.typeName, default: []].append((SwinjectSite(file: file.id, index: index), registration))
            }
        }
    }
    guard !wanted.isEmpty else { return }
    binding.initializerCount = wanted.values.reduce(0) { $0 + $1.count }
    func key(_ type: TypeText) -> String { typeMatcher.matchKey(of: TypeSignature(withoutParameterAttributes(type.text))) }
    for (typeName, sites) in wanted {
        guard let (initializers, generics) = declared.initializers(of: typeName) else { continue }
        for (site, registration) in sites {
            let labels = registration.initializer!.labels
            let candidates = labels.map { written in initializers.filter { $0.labels == written } } ?? initializers
            guard candidates.count == 1, let chosen = candidates.first else { continue }
            binding.readInitializerCount += 1
            var given = registration.argumentTypes.map(key)
            for (label, type) in zip(chosen.labels, chosen.types) {
                let typeKey = key(type)
                if let taken = given.firstIndex(of: typeKey) {
                    given.remove(at: taken)
                    continue
                }
                binding.resolutionCount += 1
                guard !binding.mayBeHidden(name: .none, argumentCount: 0, from: nil), SwinjectTypeTable.isResolvedAsWritten(type.text, generics: generics),
                    !["Resolver", "Container"].contains(type.text)
                else { continue }
                let served = keyTable.existingNumber(of: typeKey).map { !binding.entries(ofKey: $0, named: .none).isEmpty } ?? false
                if served {
                    binding.checkedCount += 1
                } else if !binding.isUnchecked(typeKey: typeKey) {
                    binding.checkedCount += 1
                    binding.problems.append(.unregisteredInitializerParameter(registration: site, label: label, type: type))
                }
            }
        }
    }
}

/// A parameter's type without what belongs to the parameter, not the type (`@escaping`, `@autoclosure`, `inout`,
/// ownership and `sending`), so `@escaping () -> Void` (written `@escaping()->Void` in a summary) is the
/// `() -> Void` a registration names; type attributes (`@Sendable`, `@MainActor`, `@convention(c)`) stay.
func withoutParameterAttributes(_ text: String) -> String {
    let parameterOnly: Set<Substring> = ["@escaping", "@autoclosure", "inout", "__owned", "__shared", "borrowing", "consuming", "sending"]
    var rest = Substring(text)
    var kept = ""
    while true {
        rest = rest.drop { $0 == " " }
        let isAttribute = rest.hasPrefix("@")
        var end = isAttribute ? rest.index(after: rest.startIndex) : rest.startIndex
        while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" { end = rest.index(after: end) }
        let name = rest[..<end]
        var word = name
        // Only these attributes take an argument; `@escaping()->Void` is the attribute, then the type.
        if ["@convention", "@differentiable"].contains(name), rest[end...].hasPrefix("("), let close = rest.firstIndex(of: ")") {
            word = rest[...close]
        }
        let isModifier = parameterOnly.contains(name) && !isAttribute && rest.dropFirst(name.count).hasPrefix(" ")
        guard !name.isEmpty, isAttribute || isModifier, word.count < rest.count else { break }
        if !parameterOnly.contains(name) { kept += word + " " }
        rest = rest.dropFirst(word.count)
    }
    return kept + rest
}
