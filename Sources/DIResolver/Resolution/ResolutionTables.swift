import DIIndex
import DIScanner

/// What resolution reads in its inner loops, as small integers: names and types are interned, so
/// comparing two is one integer comparison instead of a string comparison.
struct ResolutionTables: Sendable {
    struct ProviderFact: Sendable {
        let name: Int
        let type: Int
        let access: AccessLevel
        let module: String?
        let isForwarding: Bool
        let route: Provider.Route
        /// Equal for the same declaration read two ways (a non-core component's member, read through its
        /// pluginized component).
        let declaration: SourceLocation

        /// The same fact for a declaration that moved.
        func declared(at location: SourceLocation) -> ProviderFact {
            ProviderFact(name: name, type: type, access: access, module: module, isForwarding: isForwarding, route: route, declaration: location)
        }

        /// Whether `consumer` may read it: members always; a plugin extension's requirement only off non-core
        /// paths, a non-core component's member only on them, and never by the component that declares it.
        func isReadable(by consumer: ComponentID, at component: ComponentID, belowNonCore: Bool) -> Bool {
            switch route {
            case .member: true
            case .pluginExtension: !belowNonCore && consumer != component
            case .nonCoreComponent(let nonCore): belowNonCore && consumer != nonCore
            }
        }
    }

    struct RequirementFact: Sendable {
        let name: Int
        let type: Int
    }

    private(set) var nameIDs: [String: Int] = [:]
    private(set) var typeIDs: [String: Int] = [:]
    /// Each component's providers: its members (`Component.providers`), then, for a pluginized component, its
    /// plugin extension's requirements and its non-core component's members (`ComponentGraph.pluginizedExtras`).
    private(set) var providers = ChunkedArray<[ProviderFact]>()
    /// The `Provider` values, parallel to `providers`.
    private(set) var providerValues = ChunkedArray<[Provider]>()
    /// Each component's providers by name: their indices in `providers`, in declaration order.
    private(set) var providerIndicesByName = ChunkedArray<[Int: [Int]]>()
    /// Each component's requirements, parallel to its dependency protocol's `requirements`.
    private(set) var requirements = ChunkedArray<[RequirementFact]>()
    /// For each name, the distinct types it is required with anywhere, sorted.
    private(set) var requiredTypes: [[Int]] = []
    /// For each merge point, the names required by it or anything below it, sorted.
    private(set) var relevantNames: [ComponentID: [Int]] = [:]
    /// For each name, the components that require it.
    private(set) var requirers: [Int: Set<ComponentID>] = [:]
    /// Whether each component is a non-core component (of a pluginized one).
    private(set) var isNonCore: [Bool] = []
    /// Where generated code reads providers from, for paths from each root: the configured module, else the
    /// root's (by component).
    private(set) var readingModules: [String?] = []
    /// Whether the graph has pluginized components, whose providers are read by route.
    private(set) var hasRoutes = false

    /// Every component's requirements and providers; in a batch graph (never updated), providers only of the
    /// components a root reaches, the only ones resolution reads (tabling the others was a tenth of checking
    /// 100,000 components no root creates). Requirements count whether reached or not: the types a name is
    /// required with shape the walk's keys, and so the example paths problems name.
    init(_ graph: ComponentGraph, topology: GraphTopology) {
        isNonCore = graph.components.indices.map { graph.components[$0].isNonCore }
        readingModules = graph.components.indices.map { graph.configuration.generatedCodeModule ?? graph.components[$0].module }
        hasRoutes = graph.hasPluginizedComponents
        providers = ChunkedArray(repeating: [], count: graph.components.count)
        providerValues = ChunkedArray(repeating: [], count: graph.components.count)
        providerIndicesByName = ChunkedArray(repeating: [:], count: graph.components.count)
        requirements = ChunkedArray(repeating: [], count: graph.components.count)
        // Match keys on all cores; interning them, which numbers them in order, on one.
        let reached = graph.isUpdatable ? nil : topology.descendants(of: graph.roots)
        let keys = parallelMap(Array(graph.components.indices), minimumCount: 1024) { index in
            let id = ComponentID(index)
            let needsProviders = reached?.contains(id) ?? true
            return (needsProviders ? Self.providerKeys(of: id, in: graph) : nil, Self.requirementKeys(of: id, in: graph))
        }
        for (index, (providerKeys, requirementKeys)) in keys.enumerated() {
            if let providerKeys { storeProviders(providerKeys, of: ComponentID(index)) }
            storeRequirements(requirementKeys, of: ComponentID(index))
        }
        refreshRequiredTypes()
        refreshRelevantNames(of: (0..<graph.components.count).map(ComponentID.init), topology: topology)
    }

    var nameCount: Int { nameIDs.count }

    static let indexedProviderCount = 8

    /// How many providers are named `name`, counted up to `limit`.
    func providerCount(named name: Int, upTo limit: Int) -> Int {
        var count = 0
        for facts in providers {
            for fact in facts where fact.name == name {
                count += 1
                if count == limit { return count }
            }
        }
        return count
    }

    /// The module that reads providers on paths from `root`.
    func reader(root: ComponentID) -> ReadingModule { ReadingModule(module: readingModules[root.rawValue]) }

    /// The indices of `component`'s providers named `name`, in declaration order.
    func providerIndices(of component: ComponentID, named name: Int) -> [Int] {
        let facts = providers[component.rawValue]
        guard facts.count > Self.indexedProviderCount else { return facts.indices.filter { facts[$0].name == name } }
        return providerIndicesByName[component.rawValue][name] ?? []
    }

    func fact(_ entry: ProviderStacks.Entry) -> ProviderFact { providers[Int(entry.component)][Int(entry.index)] }

    func provider(_ entry: ProviderStacks.Entry) -> Provider { providerValues[Int(entry.component)][Int(entry.index)] }

    /// Interns only the providers that are new: an edit of a root with 10,000 members keeps the facts of the
    /// others (moved lines change their declarations, not their names or types).
    mutating func refreshProviders(of id: ComponentID, in graph: ComponentGraph) {
        let values = Self.providerValues(of: id, in: graph)
        let oldValues = providerValues[id.rawValue]
        let oldFacts = providers[id.rawValue]
        var facts: [ProviderFact] = []
        facts.reserveCapacity(values.count)
        // Aligned as they were: the same position, or the next one after a removal; else interned anew.
        var next = 0
        for index in values.indices {
            if let reused = (next..<min(next + 2, oldValues.count)).first(where: { oldValues[$0].isMovedCopy(of: values[index]) }) {
                facts.append(oldFacts[reused].declared(at: values[index].location))
                next = reused + 1
            } else {
                facts.append(fact(of: values[index], typeKey: graph.typeMatcher.matchKey(of: values[index].type)))
            }
        }
        let sameNames = facts.count == oldFacts.count && zip(facts, oldFacts).allSatisfy { $0.name == $1.name }
        providerValues[id.rawValue] = values
        providers[id.rawValue] = facts
        if !sameNames { indexProviders(of: id) }
    }

    mutating func refreshRequirements(of id: ComponentID, in graph: ComponentGraph) {
        storeRequirements(Self.requirementKeys(of: id, in: graph), of: id)
    }

    /// A component's providers with the match keys of their types: what interning needs, computed apart
    /// from the tables so that building them can compute it on all cores.
    struct ProviderKeys: Sendable {
        let values: [Provider]
        let typeKeys: [String]
    }

    static func providerKeys(of id: ComponentID, in graph: ComponentGraph) -> ProviderKeys {
        let values = providerValues(of: id, in: graph)
        return ProviderKeys(values: values, typeKeys: values.map { graph.typeMatcher.matchKey(of: $0.type) })
    }

    /// A component's providers: its members, then a pluginized component's extras in the order binding meets them
    /// (by name, then as linked).
    private static func providerValues(of id: ComponentID, in graph: ComponentGraph) -> [Provider] {
        var values = graph[id].providers
        if let extras = graph.pluginizedExtras[id] {
            values += extras.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
        }
        return values
    }

    /// A component's requirements (its dependency protocol's, flattened) as names and type match keys.
    static func requirementKeys(of id: ComponentID, in graph: ComponentGraph) -> [RequirementKey] {
        (graph.dependencyProtocol(of: id)?.requirements ?? []).map {
            RequirementKey(name: $0.name, typeKey: graph.typeMatcher.matchKey(of: $0.type))
        }
    }

    struct RequirementKey: Sendable {
        let name: String
        let typeKey: String
    }

    private mutating func storeProviders(_ keys: ProviderKeys, of id: ComponentID) {
        providerValues[id.rawValue] = keys.values
        providers[id.rawValue] = zip(keys.values, keys.typeKeys).map { fact(of: $0, typeKey: $1) }
        indexProviders(of: id)
    }

    private mutating func fact(of provider: Provider, typeKey: String) -> ProviderFact {
        ProviderFact(
            name: intern(name: provider.name), type: intern(typeKey: typeKey), access: provider.access,
            module: provider.module, isForwarding: provider.isForwarding, route: provider.route, declaration: provider.location)
    }

    private mutating func indexProviders(of id: ComponentID) {
        // Only components with many providers get an index; scanning a few is cheaper than a dictionary each.
        guard providers[id.rawValue].count > Self.indexedProviderCount else {
            providerIndicesByName[id.rawValue] = [:]
            return
        }
        var byName: [Int: [Int]] = [:]
        for (index, fact) in providers[id.rawValue].enumerated() { byName[fact.name, default: []].append(index) }
        providerIndicesByName[id.rawValue] = byName
    }

    private mutating func storeRequirements(_ keys: [RequirementKey], of id: ComponentID) {
        for fact in requirements[id.rawValue] { requirers[fact.name]?.remove(id) }
        requirements[id.rawValue] = keys.map { RequirementFact(name: intern(name: $0.name), type: intern(typeKey: $0.typeKey)) }
        for fact in requirements[id.rawValue] { requirers[fact.name, default: []].insert(id) }
    }

    mutating func refreshRequiredTypes() {
        var types = Array(repeating: Set<Int>(), count: nameIDs.count)
        for facts in requirements {
            for fact in facts { types[fact.name].insert(fact.type) }
        }
        requiredTypes = types.map { $0.sorted() }
    }

    /// Recomputes the relevant names of the merge points among `ids` (and forgets them for the others).
    /// Each costs a walk of the component's descendants; only merge points need them.
    mutating func refreshRelevantNames(of ids: some Sequence<ComponentID>, topology: GraphTopology) {
        var stamp = Array(repeating: -1, count: topology.children.count)
        var nameStamp = Array(repeating: -1, count: nameIDs.count)
        for id in ids {
            guard topology.isMergePoint[id.rawValue] else {
                relevantNames[id] = nil
                continue
            }
            var names: [Int] = []
            var queue = [id]
            stamp[id.rawValue] = id.rawValue
            while let next = queue.popLast() {
                for fact in requirements[next.rawValue] where nameStamp[fact.name] != id.rawValue {
                    nameStamp[fact.name] = id.rawValue
                    names.append(fact.name)
                }
                for child in topology.children[next.rawValue] where stamp[child.rawValue] != id.rawValue {
                    stamp[child.rawValue] = id.rawValue
                    queue.append(child)
                }
            }
            relevantNames[id] = names.sorted()
        }
    }

    private mutating func intern(name: String) -> Int {
        if let id = nameIDs[name] { return id }
        let id = nameIDs.count
        nameIDs[name] = id
        return id
    }

    /// Types that the matcher treats as equal (the same match key) get the same id.
    private mutating func intern(typeKey key: String) -> Int {
        if let id = typeIDs[key] { return id }
        let id = typeIDs.count
        typeIDs[key] = id
        return id
    }
}

extension Provider {
    /// The same provider but for where it is written: its fact stays but for the declaration.
    fileprivate func isMovedCopy(of other: Provider) -> Bool {
        name == other.name && type == other.type && access == other.access && module == other.module
            && isForwarding == other.isForwarding && route == other.route
    }
}
