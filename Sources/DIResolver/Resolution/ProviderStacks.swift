import DIIndex
import DIScanner

/// The providers of the components on the current path, per name and per (name, type), nearest last:
/// what a depth-first walk carries down so that binding a requirement looks at a few entries instead of
/// every ancestor.
struct ProviderStacks {
    /// A provider of some component on the path; `fromRoot` when that component is the path's root
    /// (generated code reaches the root directly).
    struct Entry: Hashable {
        let component: Int32
        let index: Int32
        let fromRoot: Bool

        var componentID: ComponentID { ComponentID(Int(component)) }

        /// A small integer for context keys; never 0 or negative.
        var encoded: Int { (Int(component) << 22 | Int(index)) << 1 | (fromRoot ? 1 : 0) | 1 << 62 }
    }

    private var byName: [[Entry]] = []
    private var byNameAndType: [Int: [Entry]] = [:]
    /// How many non-core components are on the path: on such paths a pluginized ancestor is read through its
    /// non-core component, elsewhere through its plugin extension.
    private var nonCoreDepth = 0

    private static func key(name: Int, type: Int) -> Int { name << 32 | type }

    /// Pushes the providers of `component`, as an ancestor of what comes next: last declared first, so that
    /// among a component's providers of one name the first declared is nearest, as it is to a reader.
    mutating func push(_ component: ComponentID, fromRoot: Bool, tables: ResolutionTables) {
        if tables.isNonCore[component.rawValue] { nonCoreDepth += 1 }
        for (index, fact) in tables.providers[component.rawValue].enumerated().reversed() {
            let entry = Entry(component: Int32(component.rawValue), index: Int32(index), fromRoot: fromRoot)
            while byName.count <= fact.name { byName.append([]) }
            byName[fact.name].append(entry)
            byNameAndType[Self.key(name: fact.name, type: fact.type), default: []].append(entry)
        }
    }

    /// Pushes only the providers of `component` named in `names`, as `push` would push them.
    mutating func push(_ component: ComponentID, fromRoot: Bool, names: [Int], tables: ResolutionTables) {
        if tables.isNonCore[component.rawValue] { nonCoreDepth += 1 }
        for name in names {
            for index in tables.providerIndices(of: component, named: name).reversed() {
                let fact = tables.providers[component.rawValue][index]
                let entry = Entry(component: Int32(component.rawValue), index: Int32(index), fromRoot: fromRoot)
                while byName.count <= fact.name { byName.append([]) }
                byName[fact.name].append(entry)
                byNameAndType[Self.key(name: fact.name, type: fact.type), default: []].append(entry)
            }
        }
    }

    /// Undoes `push(_:fromRoot:names:tables:)` of the same component and names.
    mutating func pop(_ component: ComponentID, names: [Int], tables: ResolutionTables) {
        if tables.isNonCore[component.rawValue] { nonCoreDepth -= 1 }
        for name in names {
            for index in tables.providerIndices(of: component, named: name) {
                let fact = tables.providers[component.rawValue][index]
                byName[fact.name].removeLast()
                byNameAndType[Self.key(name: fact.name, type: fact.type)]!.removeLast()
            }
        }
    }

    /// Undoes `push` of the same component.
    mutating func pop(_ component: ComponentID, tables: ResolutionTables) {
        if tables.isNonCore[component.rawValue] { nonCoreDepth -= 1 }
        for fact in tables.providers[component.rawValue] {
            byName[fact.name].removeLast()
            byNameAndType[Self.key(name: fact.name, type: fact.type)]!.removeLast()
        }
    }

    /// Binds a component's requirements against the current path: the nearest readable provider of the
    /// same name and type; else the nearest unreadable match; else the nearest of the name (mistyped).
    /// Appends to `shadowings` each provider the bound one hides from `consumer`.
    func bind(
        _ requirements: [ResolutionTables.RequirementFact], consumer: ComponentID, reader: ReadingModule,
        tables: ResolutionTables, graph: ComponentGraph, shadowings: inout [Shadowing]
    ) -> [Binding] {
        let belowNonCore = nonCoreDepth > 0 || tables.isNonCore[consumer.rawValue]
        // A local function, not a closure value: a closure stored in a constant copied the tables (a dozen
        // references retained) on every call, for every consumer rebound.
        func visible(_ entry: Entry) -> Bool { tables.fact(entry).isReadable(by: consumer, at: entry.componentID, belowNonCore: belowNonCore) }
        return requirements.map { requirement in
            let allMatches = byNameAndType[Self.key(name: requirement.name, type: requirement.type)] ?? []
            let matches = tables.hasRoutes ? allMatches.filter(visible) : allMatches
            if let found = firstReadable(in: matches, reader: reader, tables: tables) {
                let provider = tables.provider(matches[found])
                if !tables.fact(matches[found]).isForwarding, let farther = nextDistinct(after: found, in: matches, tables: tables) {
                    shadowings.append(Shadowing(nearer: provider, farther: tables.provider(farther), consumer: consumer))
                }
                return .provided(provider)
            }
            if let nearest = matches.last {
                let provider = tables.provider(nearest)
                return .inaccessible(provider, reader.reason(provider)!)
            }
            let named = requirement.name < byName.count ? byName[requirement.name] : []
            if let nearest = tables.hasRoutes ? named.last(where: visible) : named.last {
                return .mistyped(tables.provider(nearest))
            }
            return .missing
        }
    }

    /// What decides the bindings and shadowings of everything at or below a merge point reached now:
    /// the root, and for each relevant name and each type it is required with, the nearest match, the
    /// nearest readable match and the next distinct match after that one (or, with no match, the nearest
    /// provider of the name). Two arrivals with equal keys resolve alike all the way down.
    func key(relevantNames: [Int], root: ComponentID, reader: ReadingModule, tables: ResolutionTables) -> [Int] {
        // With pluginized components, which providers are visible depends on whether the path passed a non-core
        // component, and a component reading its own plugin extension skips it: keep every visible entry.
        guard !tables.hasRoutes else { return fullKey(relevantNames: relevantNames, root: root) }
        var key = [root.rawValue]
        for name in relevantNames {
            let types = name < tables.requiredTypes.count ? tables.requiredTypes[name] : []
            for type in types {
                let matches = byNameAndType[Self.key(name: name, type: type)] ?? []
                guard let nearest = matches.last else {
                    key.append(name < byName.count ? byName[name].last?.encoded ?? 0 : 0)
                    continue
                }
                key.append(-nearest.encoded)
                guard let found = firstReadable(in: matches, reader: reader, tables: tables) else {
                    key.append(0)
                    continue
                }
                key.append(matches[found].encoded)
                key.append(nextDistinct(after: found, in: matches, tables: tables)?.encoded ?? 0)
            }
        }
        return key
    }

    /// The root, whether the path passed a non-core component, and the entries of every relevant name, each
    /// only where it is nearest: going round a loop pushes the same entries again, and a key that kept them
    /// would grow with every round, so the walk would never meet a known context (it never ended on a workspace
    /// with a loop and a pluginized component). Binding reads the nearest visible
    /// entry and the next distinct one, and visibility is a property of the entry, so a farther repeat
    /// never decides anything.
    private func fullKey(relevantNames: [Int], root: ComponentID) -> [Int] {
        var key = [root.rawValue, nonCoreDepth > 0 ? 1 : 0]
        for name in relevantNames where name < byName.count {
            key.append(-1)
            let entries = byName[name]
            var kept: [Int] = []
            var seen = Set<Int>()
            for entry in entries.reversed() where seen.insert(entry.encoded).inserted { kept.append(entry.encoded) }
            key += kept.reversed()
        }
        return key
    }

    private func firstReadable(in matches: [Entry], reader: ReadingModule, tables: ResolutionTables) -> Int? {
        var index = matches.count - 1
        while index >= 0 {
            let entry = matches[index]
            if reader.canRead(tables.fact(entry)) { return index }
            index -= 1
        }
        return nil
    }

    /// The first entry below `index` naming another declaration (in a loop the same one comes again, and a
    /// non-core component's member again through its pluginized component).
    private func nextDistinct(after index: Int, in matches: [Entry], tables: ResolutionTables) -> Entry? {
        let declaration = tables.fact(matches[index]).declaration
        var next = index - 1
        while next >= 0 {
            let candidate = matches[next]
            if tables.fact(candidate).declaration != declaration { return candidate }
            next -= 1
        }
        return nil
    }
}

/// The module whose code reads providers: where the generated file is compiled (the configured output's
/// module, else the root component's). Providers are readable unless private or fileprivate, or internal
/// to another module.
struct ReadingModule {
    let module: String?

    init(module: String?) {
        self.module = module
    }

    func canRead(_ fact: ResolutionTables.ProviderFact) -> Bool {
        if fact.access <= .fileprivate { return false }
        if fact.access <= .internal, let providerModule = fact.module, let module, providerModule != module { return false }
        return true
    }

    func reason(_ provider: Provider) -> InaccessibleReason? {
        if provider.access <= .fileprivate { return .access(provider.access) }
        if provider.access <= .internal, let providerModule = provider.module, let module, providerModule != module {
            return .otherModule(providerModule: providerModule, consumerModule: module)
        }
        return nil
    }
}
