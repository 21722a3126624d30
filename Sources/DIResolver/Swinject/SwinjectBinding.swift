import DIIndex
import DIScanner

/// The workspace's registrations by the keys they serve, and every resolution bound to them or to a problem.
/// Rebuilt on every update from the files' cached keys, so it is kept lean: no copies of the facts, no sets per entry.
struct SwinjectBinding {
    struct Entry {
        var site: SwinjectSite
        var name: SwinjectName
        var argumentCount: Int?
        var hasType: Bool
        /// `autoregister` and storyboards resolve what their initializers need out of sight.
        var resolvesUnseen: Bool
        /// The containers it registers into.
        var target = SwinjectContainerTree.anyContainer
        /// The types its factory's arguments are written with, when every one is (`{ (r, id: String) in }`).
        var argumentTypes: [String] = []
    }

    /// The containers the code makes: a receiver that names one is Swinject's, also in a file that does not import
    /// Swinject (`Container.shared.resolve(...)` in a coordinator); with two or more told apart
    /// (`tellsContainersApart`), a registration may also be out of a resolve's reach.
    var containers: SwinjectContainerTree?
    private var tellsContainersApart: Bool { containers?.isActive == true }

    var entries: [Entry] = []
    /// The entries serving each key number: `entriesByKey[keyStart[k]..<keyStart[k + 1]]` (grouped by a counting sort).
    var entriesByKey: [Int32] = []
    var keyStart: [Int32]
    /// Per file, the entry of each registration (-1 for a call that is not one).
    var entryOfRegistration: [FileID: [Int32]] = [:]
    /// Set when any registration may be invisible (a file that did not scan, an assembly the workspace does not
    /// declare, a wrapper not named `register`): "not registered" then means unchecked everywhere.
    var hidesRegistrations = false
    /// `Owner.name` of each property declared with a Swinject type in a file with Swinject facts (`static let
    /// container: Resolver`): a resolve on one is Swinject's in any file, imported or not.
    /// Made on first use, from `propertyFiles`: only a resolve in a file that does not import Swinject asks (making
    /// it on every update cost a third more instructions at 10,000 registrations, where every file imports it).
    var swinjectProperties: Set<String>?
    var propertyFiles: [IndexedFile] = []
    /// Registrations in Swinject code whose type cannot be read (`register { _ in make() }`, `register(T.self)` of a
    /// type's generic parameter): each hides only the resolves it could serve, by name, argument count and
    /// container (`mayBeHidden`).
    var opaqueEntries: [Int32] = []
    /// The last component of every plain registered type, made when a resolution first finds no registration of its
    /// type (a clean workspace never needs it).
    var registeredLastComponents: Set<Substring>?
    /// The keyed files, for `registeredLastComponents`.
    var keyedFiles: [SwinjectKeyedFile] = []
    var nameBuckets: [Int32: [SwinjectName: [Int32]]] = [:]
    /// The workspace's `associatedtype` names.
    var associatedTypes: Set<String> = []
    var verdicts: [FileID: [SwinjectVerdict]] = [:]
    /// Per file, whether each resolution counts as checked (`bind`), beside its verdict.
    var checked: [FileID: [Bool]] = [:]
    var problems: [SwinjectProblem] = []
    var resolutionCount = 0
    var checkedCount = 0
    var initializerCount = 0
    /// Whether some registration is an `autoregister` (only then are initializers read).
    var hasAutoregistrations = false
    var readInitializerCount = 0
    /// Initializer injection: the factory of `from` resolves, at `resolution`, what only `to` serves.
    var initializerEdges: [(from: Int32, to: Int32, resolution: SwinjectSite)] = []

    init(keyCount: Int) {
        keyStart = [Int32](repeating: 0, count: keyCount + 1)
    }

    /// Every registration's entry, grouped by the keys it serves.
    /// - Parameter damaged: some registrations may be hidden already (a file that did not scan, an assembly the
    ///   workspace does not declare).
    mutating func collect(_ files: [IndexedFile], keyed: [FileID: SwinjectKeyedFile], damaged: Bool) {
        var served: [(key: Int32, entry: Int32)] = []
        let wrappers = Set(files.flatMap { $0.summary.swinject!.registrationWrappers })
        // Calls to a wrapper are read only when its name says `register` (`registerSingleton(Feed.self)`).
        hidesRegistrations = damaged || wrappers.contains { !$0.contains("egister") }
        for file in files {
            let facts = file.summary.swinject!
            let keyedFile = keyed[file.id]!
            keyedFiles.append(keyedFile)
            var fileEntries: [Int32] = []
            fileEntries.reserveCapacity(facts.registrations.count)
            // A file's registrations mostly share one receiver: its group is looked up once.
            var lastTarget: (handle: SwinjectHandle?, group: SwinjectContainerTree.Group)?
            for (index, registration) in facts.registrations.enumerated() {
                if case .wrapper(let name, let hasFactory) = registration.kind, !hasFactory, !wrappers.contains(name) {
                    fileEntries.append(-1)
                    continue
                }
                let keys = keyedFile.registrationKeyNumbers[index]
                if registration.kind == .autoregister { hasAutoregistrations = true }
                var target = SwinjectContainerTree.anyContainer
                if tellsContainersApart, registration.target != nil {
                    if let last = lastTarget, last.handle == registration.target {
                        target = last.group
                    } else {
                        target = containers!.group(of: registration.target, file: file.id, module: file.module ?? "")
                        lastTarget = (registration.target, target)
                    }
                }
                let entry = Int32(entries.count)
                // Outside Swinject code (a file that neither imports Swinject nor names a container the tree knows), a
                // `register` of no readable type is another library's (RxCocoa's `register { }`), and hides nothing.
                if keys.isEmpty, !(registration.function.map(wrappers.contains) ?? false), keyedFile.importsSwinject || target != SwinjectContainerTree.anyContainer {
                    opaqueEntries.append(entry)
                }
                fileEntries.append(entry)
                for (position, key) in keys.enumerated() where !keys[..<position].contains(key) { served.append((key, entry)) }
                entries.append(
                    Entry(
                        site: SwinjectSite(file: file.id, index: index), name: registration.name, argumentCount: registration.argumentCount,
                        hasType: !keys.isEmpty, resolvesUnseen: registration.kind == .autoregister || registration.kind == .storyboard,
                        target: target, argumentTypes: registration.argumentTypes.map(\.text)))
            }
            entryOfRegistration[file.id] = fileEntries
        }
        for pair in served { keyStart[Int(pair.key) + 1] += 1 }
        for key in 0..<(keyStart.count - 1) { keyStart[key + 1] += keyStart[key] }
        var fill = keyStart
        entriesByKey = [Int32](repeating: 0, count: served.count)
        for pair in served {
            entriesByKey[Int(fill[Int(pair.key)])] = pair.entry
            fill[Int(pair.key)] += 1
        }
    }

    /// Binds every resolution to the registrations with its type, name and argument count, or to a problem.
    mutating func bindResolutions(_ files: [IndexedFile], keyed: [FileID: SwinjectKeyedFile]) {
        (swinjectProperties, propertyFiles) = (nil, files)
        for file in files {
            let resolutions = file.summary.swinject!.resolutions
            let keyedFile = keyed[file.id]!
            let fileEntries = entryOfRegistration[file.id] ?? []
            var fileVerdicts: [SwinjectVerdict] = [], fileChecked: [Bool] = []
            fileVerdicts.reserveCapacity(resolutions.count)
            fileChecked.reserveCapacity(resolutions.count)
            for index in resolutions.indices {
                let (verdict, isChecked) = bind(
                    resolutions[index], number: index, in: keyedFile, entries: fileEntries, module: file.module ?? "",
                    at: SwinjectSite(file: file.id, index: index))
                if isChecked { checkedCount += 1 }
                fileVerdicts.append(verdict)
                fileChecked.append(isChecked)
            }
            resolutionCount += resolutions.count
            verdicts[file.id] = fileVerdicts
            checked[file.id] = fileChecked
        }
    }

    /// The entries of key number `key` registered under `name` (bucketed by name for a key registered many times, so
    /// thousands of names of one type cost one look each).
    mutating func entries(ofKey key: Int32, named name: SwinjectName) -> [Int32] {
        let group = entriesByKey[Int(keyStart[Int(key)])..<Int(keyStart[Int(key) + 1])]
        guard group.count > 16 else { return group.filter { entries[Int($0)].name == name } }
        if nameBuckets[key] == nil { nameBuckets[key] = Dictionary(grouping: group) { entries[Int($0)].name } }
        return nameBuckets[key]![name] ?? []
    }

    /// - Parameter fileEntries: the entry of each registration of the resolution's file (`entryOfRegistration`).
    /// - Returns: the verdict, and whether it counts as checked: a missing registration would have been reported
    ///   there (a problem; a served resolve in Swinject code that nothing out of sight could serve).
    private mutating func bind(
        _ resolution: borrowing SwinjectResolution, number: Int, in file: SwinjectKeyedFile, entries fileEntries: [Int32],
        module: String, at site: SwinjectSite
    ) -> (SwinjectVerdict, isChecked: Bool) {
        let key = file.resolutionKeyNumbers[number]
        guard key >= 0, let typeKey = file.resolutionKeys[number] else { return (.unchecked(.computedType), false) }
        var sameName = entries(ofKey: key, named: resolution.name)
        // `Lazy<T>`, `Provider<T>`, `T?`: the wrapper's own registration first, then the wrapped type's.
        if sameName.isEmpty, file.unwrappedKeyNumbers[number] >= 0 { sameName = entries(ofKey: file.unwrappedKeyNumbers[number], named: resolution.name) }
        var served = sameName.filter { entry in
            guard let passed = resolution.argumentCount, let taken = entries[Int(entry)].argumentCount else { return true }
            return passed == taken
        }
        // A literal passed where the factory's argument is written with another standard type: Swinject keys factories
        // by their argument types, so the resolve finds nothing.
        let origin = origin(of: resolution, in: site.file, module: module, entries: fileEntries)
        var servedOnlyBelow = false
        let isSwinjectCode = file.importsSwinject || namesKnownContainer(resolution.origin, file: site.file, module: module)
            || namesSwinjectProperty(resolution.receiver) || namesSwinjectProperty(resolution.origin)
        if !served.isEmpty, !resolution.argumentLiteralTypes.isEmpty {
            let typed = served.filter { !literalsMismatch(resolution.argumentLiteralTypes, entries[Int($0)].argumentTypes) }
            if typed.isEmpty {
                if mayBeHidden(name: resolution.name, argumentCount: resolution.argumentCount, from: origin) || !isSwinjectCode {
                    return (.unchecked(.hiddenRegistrations), false)
                }
                problems.append(
                    .argumentTypeMismatch(
                        resolution: site, passed: resolution.argumentLiteralTypes, registered: served.map { entries[Int($0)].site }))
                return (.problem, true)
            }
            served = typed
        }
        if !served.isEmpty, let origin {
            let reachable = served.filter { containers!.reaches(from: origin.group, fromFactory: origin.isFactory, to: entries[Int($0)].target) }
            if reachable.isEmpty {
                if mayBeHidden(name: resolution.name, argumentCount: resolution.argumentCount, from: origin) || !isSwinjectCode {
                    return (.unchecked(.hiddenRegistrations), false)
                }
                problems.append(.unreachable(resolution: site, registered: served.map { entries[Int($0)].site }))
                return (.problem, true)
            }
            served = reachable
            // From a factory, a registration only below the factory's container serves when something resolves
            // through that child: Swinject hands the factory the container resolved on, so from the factory's own
            // container it is nil. Served, but not checked (the differential test against Swinject found it).
            servedOnlyBelow = origin.isFactory
                && !reachable.contains { containers!.reaches(from: origin.group, fromFactory: false, to: entries[Int($0)].target) }
        }
        if !served.isEmpty {
            // A resolution that passes arguments usually ends a recursion on them (`depth - 1`): never a cycle's edge.
            if served.count == 1, let owner = resolution.registration, !resolution.isPropertyInjection, !resolution.isDeferred,
                resolution.argumentCount == 0, let from = fileEntries[safe: owner], from >= 0
            {
                initializerEdges.append((from, served[0], site))
            }
            // Most workspaces hide nothing: then no name is passed around per resolution.
            let isChecked = isSwinjectCode && !servedOnlyBelow
                && (!hidesRegistrations && opaqueEntries.isEmpty || !mayBeHidden(name: resolution.name, argumentCount: resolution.argumentCount, from: origin))
            return (.served(served.map { entries[Int($0)].site }), isChecked)
        }
        let sameType = entriesByKey[Int(keyStart[Int(key)])..<Int(keyStart[Int(key) + 1])]
        // Outside files that import Swinject, a `resolve` may be another locator's: only what Swinject serves is said.
        if mayBeHidden(name: resolution.name, argumentCount: resolution.argumentCount, from: origin) || !isSwinjectCode
            || (sameType.isEmpty && (isSpelledOtherwise(typeKey) || namesAssociatedType(typeKey)))
        {
            return (.unchecked(.hiddenRegistrations), false)
        }
        if !sameType.isEmpty, mayBeNamedOtherwise(resolution.name, sameType) { return (.unchecked(.computedName), false) }
        if !sameName.isEmpty, let passed = resolution.argumentCount {
            problems.append(.argumentMismatch(resolution: site, passed: passed, registered: sameName.map { entries[Int($0)].site }))
        } else {
            let names = Set(sameType.map { entries[Int($0)].name.literal })
            problems.append(.unregistered(resolution: site, otherNames: names.sorted { ($0 ?? "") < ($1 ?? "") }))
        }
        return (.problem, true)
    }

    /// Whether some literal's type differs from the standard type its factory argument is written with (a type not
    /// of the standard library, an alias, or an argument without a literal, is never a mismatch).
    private func literalsMismatch(_ literals: [String?], _ written: [String]) -> Bool {
        guard literals.count == written.count else { return false }
        return zip(literals, written).contains { literal, type in
            guard let literal else { return false }
            return standardLiteralTargets.contains(type) && type != literal
        }
    }

    /// The containers `resolution` starts from, and whether through a factory's resolver; nil when any container (no
    /// tree, or its container is not known).
    private mutating func origin(
        of resolution: borrowing SwinjectResolution, in file: FileID, module: String, entries fileEntries: [Int32]
    ) -> (group: SwinjectContainerTree.Group, isFactory: Bool)? {
        guard tellsContainersApart, let origin = resolution.origin else { return nil }
        let group: SwinjectContainerTree.Group
        if origin == .factoryResolver {
            guard let owner = resolution.registration, let entry = fileEntries[safe: owner], entry >= 0 else { return nil }
            group = entries[Int(entry)].target
        } else {
            group = containers!.group(of: origin, file: file, module: module)
        }
        return group == SwinjectContainerTree.anyContainer ? nil : (group, origin == .factoryResolver)
    }

    /// Whether `receiver` (`DI.container`, `Provider.shared.container`) reads one of `swinjectProperties`: a name
    /// after its owner's.
    private mutating func namesSwinjectProperty(_ receiver: String) -> Bool {
        let parts = receiver.split(separator: ".")
        guard parts.count >= 2, parts.count <= 16 else { return false }
        let swinjectProperties = madeSwinjectProperties()
        guard !swinjectProperties.isEmpty else { return false }
        for name in parts.indices.dropFirst() {
            for owner in parts.indices where owner < name {
                if swinjectProperties.contains("\(parts[owner]).\(parts[name])") { return true }
            }
        }
        return false
    }

    /// Whether `handle` is a property known to hold a container (a local bound to `Owner.name` gets its handle).
    private mutating func namesSwinjectProperty(_ handle: SwinjectHandle?) -> Bool {
        guard case .member(let owner, let name) = handle, !owner.isEmpty else { return false }
        return madeSwinjectProperties().contains("\(owner).\(name)")
    }

    private mutating func madeSwinjectProperties() -> Set<String> {
        if swinjectProperties == nil { swinjectProperties = Self.swinjectProperties(propertyFiles) }
        return swinjectProperties!
    }

    /// `Owner.name` of the properties of `files` whose declared type is `Container`, `Resolver` or `Assembler`, that
    /// hold a container the file makes (`let container = Container()` in a class), or that registrations are made on.
    static func swinjectProperties(_ files: [IndexedFile]) -> Set<String> {
        var found: Set<String> = []
        for file in files {
            for container in file.summary.swinject?.containers ?? [] {
                if case .member(let owner, let name) = container.handle, !owner.isEmpty { found.insert("\(owner).\(name)") }
            }
            // A property registered on (`ct.register(...)` in `Injector`, `DI.container.register(...)`) holds a container,
            // whatever its declaration says (`static let ct = SwinjectStoryboard.defaultContainer`).
            for registration in file.summary.swinject?.registrations ?? [] {
                var receiver = Substring(registration.receiver)
                if receiver.hasPrefix("self.") { receiver = receiver.dropFirst("self.".count) }
                let parts = receiver.split(separator: ".")
                if parts.count == 1, let owner = registration.owner, !owner.isEmpty {
                    found.insert("\(owner).\(parts[0])")
                } else if parts.count == 2, parts[0].first?.isUppercase == true {
                    found.insert(String(receiver))
                }
            }
            for declaration in file.summary.declarations {
                for property in declaration.properties {
                    guard var type = property.type?.text else { continue }
                    while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
                    if type.hasPrefix("Swinject.") { type.removeFirst("Swinject.".count) }
                    if ["Container", "Resolver", "Assembler"].contains(type) { found.insert("\(declaration.name).\(property.name)") }
                }
            }
        }
        return found
    }

    /// Whether `handle` names a container the code makes (a property, a global or static `let`, an assembler's).
    private mutating func namesKnownContainer(_ handle: SwinjectHandle?, file: FileID, module: String) -> Bool {
        guard handle != nil, containers != nil else { return false }
        return containers!.group(of: handle, file: file, module: module) >= 0
    }

    /// Whether a registration out of sight could serve a resolve of `name` with `argumentCount` arguments from
    /// `origin` (nil: any container): always when registrations are hidden everywhere, else when a registration of
    /// unreadable type has a name that may be that one, takes that many arguments and sits where the resolve reaches.
    func mayBeHidden(name: SwinjectName, argumentCount: Int?, from origin: (group: SwinjectContainerTree.Group, isFactory: Bool)?) -> Bool {
        if hidesRegistrations { return true }
        return opaqueEntries.contains { index in
            let entry = entries[Int(index)]
            if case .expression = entry.name {} else if case .expression = name {} else if entry.name != name { return false }
            if let passed = argumentCount, let taken = entry.argumentCount, passed != taken { return false }
            if let origin, !containers!.reaches(from: origin.group, fromFactory: origin.isFactory, to: entry.target) { return false }
            return true
        }
    }

    /// Whether the type names an `associatedtype` of a protocol of the workspace (`resolve(Model.self)` in a protocol
    /// extension): a type known only where the code runs.
    private func namesAssociatedType(_ typeKey: String) -> Bool {
        guard !associatedTypes.isEmpty else { return false }
        return typeKey.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { associatedTypes.contains(String($0)) }
    }

    /// Whether some registered type's spelling ends as `typeKey`'s does (`Feature.Interface` and `Interface`).
    private mutating func isSpelledOtherwise(_ typeKey: String) -> Bool {
        guard let last = lastComponent(typeKey) else { return false }
        if registeredLastComponents == nil {
            registeredLastComponents = Set(keyedFiles.flatMap { $0.lastComponents.joined() })
        }
        return registeredLastComponents!.contains(last)
    }

    /// Whether a type no registration has may still be registered out of sight (another spelling, an associated type).
    mutating func isUnchecked(typeKey: String) -> Bool {
        isSpelledOtherwise(typeKey) || namesAssociatedType(typeKey)
    }

    /// Whether a name written as an expression, on the resolution or on a registration of the type, may equal it.
    private func mayBeNamedOtherwise(_ name: SwinjectName, _ sameType: ArraySlice<Int32>) -> Bool {
        if case .expression = name { return true }
        return sameType.contains { if case .expression = entries[Int($0)].name { true } else { false } }
    }

    /// Loops of initializer injection, each reported once, at the resolution that closes it. Iterative DFS over the
    /// edges grouped by their start (a counting sort: linear).
    mutating func findCycles() {
        guard !initializerEdges.isEmpty else { return }
        var start = [Int](repeating: 0, count: entries.count + 1)
        for edge in initializerEdges { start[Int(edge.from) + 1] += 1 }
        for index in entries.indices { start[index + 1] += start[index] }
        var fill = start
        var grouped = initializerEdges
        for edge in initializerEdges {
            grouped[fill[Int(edge.from)]] = edge
            fill[Int(edge.from)] += 1
        }
        // Each node's position on the DFS stack (-1: not on it). Loops are reported disjoint: one holding a node of a
        // loop already reported is left out, so what is reported, and the time to find it, stays linear however many
        // loops share nodes. The reported nodes on the stack are the positions in `reported`, increasing (a loop
        // reported is the stack's top part, above every earlier one still there).
        var position = [Int](repeating: -1, count: entries.count)
        var done = [Bool](repeating: false, count: entries.count)
        for root in entries.indices where !done[root] && start[root] < start[root + 1] {
            var stack: [(node: Int, next: Int)] = [(root, start[root])]
            var reported: [Int] = []
            position[root] = 0
            while let top = stack.last {
                guard top.next < start[top.node + 1] else {
                    if reported.last == stack.count - 1 { reported.removeLast() }
                    position[top.node] = -1
                    done[top.node] = true
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = grouped[top.next]
                let to = Int(edge.to)
                if position[to] >= 0 {
                    if (reported.last ?? -1) < position[to] {
                        reported += position[to]..<stack.count
                        problems.append(.cycle(resolution: edge.resolution, loop: stack[position[to]...].map { entries[$0.node].site }))
                    }
                } else if !done[to] {
                    position[to] = stack.count
                    stack.append((to, start[to]))
                }
            }
        }
    }

    /// Registrations no resolution asks for; only when every resolution's type is known and nothing resolves
    /// invisibly (`autoregister`'s initializers, storyboards).
    mutating func findUnused(_ files: [IndexedFile], keyed: [FileID: SwinjectKeyedFile]) {
        let asked = Set(files.flatMap { keyed[$0.id]!.resolutionKeys })
        guard !asked.contains(nil), !entries.contains(where: \.resolvesUnseen) else { return }
        for entry in entries where entry.hasType {
            let keys = keyed[entry.site.file]!.registrationKeys[entry.site.index]
            if !keys.contains(where: { asked.contains($0) }) { problems.append(.unusedRegistration(entry.site)) }
        }
    }
}

/// Standard library types a literal may be written for: a factory argument written with one of them takes exactly that
/// type, and a literal passed to a generic `resolve` has its default type (`Int`, `Double`, `String`, `Bool`).
private let standardLiteralTargets: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool",
]
