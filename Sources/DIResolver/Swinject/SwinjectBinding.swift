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
    }

    var entries: [Entry] = []
    /// The entries serving each key number: `entriesByKey[keyStart[k]..<keyStart[k + 1]]` (grouped by a counting sort).
    var entriesByKey: [Int32] = []
    var keyStart: [Int32]
    /// Per file, the entry of each registration (-1 for a call that is not one).
    var entryOfRegistration: [FileID: [Int32]] = [:]
    /// Set when some registration may be invisible: "not registered" then means unchecked.
    var hidesRegistrations = false
    /// The last component of every plain registered type, made when a resolution first finds no registration of its
    /// type (a clean workspace never needs it).
    var registeredLastComponents: Set<Substring>?
    /// The keyed files, for `registeredLastComponents`.
    var keyedFiles: [SwinjectKeyedFile] = []
    var verdicts: [FileID: [SwinjectVerdict]] = [:]
    var problems: [SwinjectProblem] = []
    var resolutionCount = 0
    var checkedCount = 0
    /// Initializer injection: the factory of `from` resolves, at `resolution`, what only `to` serves.
    var initializerEdges: [(from: Int32, to: Int32, resolution: SwinjectSite)] = []

    /// - Parameter damaged: some registrations may be hidden already (a file that did not scan, an assembly the
    ///   workspace does not declare).
    init(keyCount: Int) {
        keyStart = [Int32](repeating: 0, count: keyCount + 1)
    }

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
            for (index, registration) in facts.registrations.enumerated() {
                if case .wrapper(let name, let hasFactory) = registration.kind, !hasFactory, !wrappers.contains(name) {
                    fileEntries.append(-1)
                    continue
                }
                let keys = keyedFile.registrationKeyNumbers[index]
                if keys.isEmpty, !(registration.function.map(wrappers.contains) ?? false) { hidesRegistrations = true }
                let entry = Int32(entries.count)
                fileEntries.append(entry)
                for (position, key) in keys.enumerated() where !keys[..<position].contains(key) { served.append((key, entry)) }
                entries.append(
                    Entry(
                        site: SwinjectSite(file: file.id, index: index), name: registration.name, argumentCount: registration.argumentCount,
                        hasType: !keys.isEmpty, resolvesUnseen: registration.kind == .autoregister || registration.kind == .storyboard))
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
        for file in files {
            let resolutions = file.summary.swinject!.resolutions
            let keyedFile = keyed[file.id]!
            var fileVerdicts: [SwinjectVerdict] = []
            fileVerdicts.reserveCapacity(resolutions.count)
            for index in resolutions.indices {
                let verdict = bind(
                    resolutions[index], key: keyedFile.resolutionKeyNumbers[index], spelled: keyedFile.resolutionKeys[index],
                    at: SwinjectSite(file: file.id, index: index))
                if case .unchecked = verdict {} else { checkedCount += 1 }
                fileVerdicts.append(verdict)
            }
            resolutionCount += resolutions.count
            verdicts[file.id] = fileVerdicts
        }
    }

    private mutating func bind(_ resolution: SwinjectResolution, key: Int32, spelled: String?, at site: SwinjectSite) -> SwinjectVerdict {
        guard key >= 0, let typeKey = spelled else { return .unchecked(.computedType) }
        let sameType = entriesByKey[Int(keyStart[Int(key)])..<Int(keyStart[Int(key) + 1])]
        var served: [SwinjectSite] = []
        var firstServed: Int32 = -1
        var sameName: [SwinjectSite] = []
        for entry in sameType where entries[Int(entry)].name == resolution.name {
            let registered = entries[Int(entry)]
            sameName.append(registered.site)
            if let passed = resolution.argumentCount, let taken = registered.argumentCount, passed != taken { continue }
            if served.isEmpty { firstServed = entry }
            served.append(registered.site)
        }
        if !served.isEmpty {
            if served.count == 1, let owner = resolution.registration, !resolution.isPropertyInjection, !resolution.isDeferred,
                let from = entryOfRegistration[site.file]?[safe: owner], from >= 0
            {
                initializerEdges.append((from, firstServed, site))
            }
            return .served(served)
        }
        if hidesRegistrations || (sameType.isEmpty && isSpelledOtherwise(typeKey)) {
            return .unchecked(.hiddenRegistrations)
        }
        if !sameType.isEmpty, mayBeNamedOtherwise(resolution.name, sameType) { return .unchecked(.computedName) }
        if !sameName.isEmpty, let passed = resolution.argumentCount {
            problems.append(.argumentMismatch(resolution: site, passed: passed, registered: sameName))
        } else {
            let names = Set(sameType.map { entries[Int($0)].name.literal })
            problems.append(.unregistered(resolution: site, otherNames: names.sorted { ($0 ?? "") < ($1 ?? "") }))
        }
        return .problem
    }

    /// Whether some registered type's spelling ends as `typeKey`'s does (`Feature.Interface` and `Interface`).
    private mutating func isSpelledOtherwise(_ typeKey: String) -> Bool {
        guard let last = lastComponent(typeKey) else { return false }
        if registeredLastComponents == nil {
            registeredLastComponents = Set(keyedFiles.flatMap { $0.lastComponents.joined() })
        }
        return registeredLastComponents!.contains(last)
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
        var state = [UInt8](repeating: 0, count: entries.count)  // 0 new, 1 on the stack, 2 done
        var reported: Set<[Int]> = []
        for root in entries.indices where state[root] == 0 && start[root] < start[root + 1] {
            var stack: [(node: Int, next: Int)] = [(root, start[root])]
            state[root] = 1
            while let top = stack.last {
                guard top.next < start[top.node + 1] else {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = grouped[top.next]
                let to = Int(edge.to)
                if state[to] == 0 {
                    state[to] = 1
                    stack.append((to, start[to]))
                } else if state[to] == 1, let first = stack.firstIndex(where: { $0.node == to }) {
                    let loop = stack[first...].map(\.node)
                    if reported.insert(loop.sorted()).inserted {
                        problems.append(.cycle(resolution: edge.resolution, loop: loop.map { entries[$0].site }))
                    }
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
