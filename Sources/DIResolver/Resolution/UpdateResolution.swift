import DIIndex
import DIScanner

extension Resolution {
    /// The resolution of `graph`, an update of this resolution's graph described by `delta`.
    ///
    /// Only a region is resolved again: everything below components whose children or providers changed,
    /// and components (with everything below them) whose requirements changed or whose contexts are now
    /// told apart differently (a merge point whose relevant names or required types changed). Contexts
    /// outside the region keep their identity; the region is walked again from its parents' contexts.
    /// The result equals `resolve(graph)` (`IncrementalAnalysisTests`).
    ///
    /// With a `priority`, the result may be unfinished (`isFinished`): rebinding the consumers of a changed
    /// provider whose problems are not reported in the priority's files is left for `finished()`, so that those
    /// files' problems (`candidateProblems(reportedIn:)`) are known first. Nothing else may read it until finished.
    public func updated(to graph: ComponentGraph, delta: GraphDelta, priority: UpdatePriority? = nil) -> Resolution {
        guard !delta.isFullRebuild, graph.components.count == self.graph.components.count,
            graph.damagedFiles == self.graph.damagedFiles, limitReached == nil
        else { return resolve(graph, limits: limits) }
        var next = self
        next.graph = graph
        next.resolveAgain(delta: delta, previous: self, priority: priority)
        // Graph-wide problems (duplicates, unknown protocols) follow the graph even when nothing resolves anew.
        if next.isFinished { next.refreshProblems() }
        return next
    }

    /// Whether nothing is left for `finished()`.
    public var isFinished: Bool { deferredRebinding.isEmpty }

    /// This resolution with the rebinding an update left for later done: equal to updating without a priority.
    public func finished() -> Resolution {
        guard !isFinished else { return self }
        var next = self
        next.deferredRebinding = []
        next.bindAgain(requirementsOf: [], providerChanges: deferredRebinding)
        next.refreshProblems()
        return next
    }

    /// Every problem that may be reported in `files`: the graph-wide ones and those of the components with a
    /// requirement declared there. Final for those files even when the resolution is not finished.
    public func candidateProblems(reportedIn files: Set<FileID>) -> [Problem] {
        var found = graphProblems(of: self)
        for id in graph.componentsWithRequirements(in: files).sorted() { found += componentProblems[id.rawValue] }
        return found
    }

    /// Refreshes the tables the delta touches, then resolves again what it decides: a region whose contexts are
    /// made again, and components whose contexts stay but bind anew.
    private mutating func resolveAgain(delta: GraphDelta, previous: Resolution, priority: UpdatePriority?) {
        guard !delta.childrenChanged.isEmpty || !delta.providersChanged.isEmpty || !delta.requirementsChanged.isEmpty
            || !delta.damageChanged.isEmpty
        else { return }
        if !delta.childrenChanged.isEmpty { topology = GraphTopology(graph) }
        for id in delta.providersChanged.keys { tables.refreshProviders(of: id, in: graph) }
        for id in delta.requirementsChanged { tables.refreshRequirements(of: id, in: graph) }
        if !delta.requirementsChanged.isEmpty { tables.refreshRequiredTypes() }

        // Merge points that must tell their contexts apart anew: their relevant names or the types required
        // under those names changed, or a provider of a relevant name changed above them.
        var seeds = delta.damageChanged
        let shapeSeeds = delta.childrenChanged.union(delta.requirementsChanged)
        if !shapeSeeds.isEmpty {
            let candidates = topology.ancestors(of: shapeSeeds).filter { topology.isMergePoint[$0.rawValue] }
            tables.refreshRelevantNames(of: candidates, topology: topology)
            for candidate in candidates where tables.relevantNames[candidate] != previous.tables.relevantNames[candidate] {
                seeds.insert(candidate)
            }
        }
        let retyped = tables.retypedNames(comparedTo: previous.tables.requiredTypes)
        if !retyped.isEmpty {
            for (id, names) in tables.relevantNames where names.contains(where: retyped.contains) { seeds.insert(id) }
        }
        // Below a changed provider, contexts stay (unless a merge point tells arrivals apart by its names) but
        // the components requiring one of its names bind those names again.
        var providerChanges: [ProviderChange] = []
        for (provider, positions) in delta.providersChanged {
            let (before, after) = (previous.tables.providers[provider.rawValue], tables.providers[provider.rawValue])
            let nameIDs = Set(positions.old.map { before[$0].name } + positions.new.map { after[$0].name })
            guard !nameIDs.isEmpty else { continue }
            let below = topology.descendants(of: topology.children[provider.rawValue])
            for id in below where topology.isMergePoint[id.rawValue] && (tables.relevantNames[id] ?? []).contains(where: nameIDs.contains) {
                seeds.insert(id)
            }
            // Only names something below requires: moving one line of a root with thousands of members
            // changes every member's location, but few of them are anyone's requirement.
            var consumers = Set<ComponentID>()
            var required: [Int] = []
            for name in nameIDs {
                let requirers = (tables.requirers[name] ?? []).filter(below.contains)
                guard !requirers.isEmpty else { continue }
                required.append(name)
                consumers.formUnion(requirers)
            }
            if !consumers.isEmpty { providerChanges.append(ProviderChange(provider: provider, names: required, consumers: consumers)) }
        }

        // The region made again, by the old and the new edges.
        var region = topology.descendants(of: seeds)
        for seed in delta.childrenChanged {
            region.formUnion(topology.descendants(of: topology.children[seed.rawValue]))
            region.formUnion(previous.topology.descendants(of: previous.topology.children[seed.rawValue]))
        }
        if !region.isEmpty {
            tables.refreshRelevantNames(of: region, topology: topology)
            resolveAgain(region)
        }
        // What the region did not make again binds again in place; with a priority, part of it later.
        var changes: [ProviderChange] = []
        for change in providerChanges where !region.contains(change.provider) {
            let consumers = change.consumers.subtracting(region)
            guard !consumers.isEmpty else { continue }
            changes.append(ProviderChange(provider: change.provider, names: change.names, consumers: consumers))
        }
        if let priority { (changes, deferredRebinding) = priority.split(changes, graph: graph, tables: tables) }
        bindAgain(requirementsOf: delta.requirementsChanged.subtracting(region), providerChanges: changes)
    }

    /// Binds again, in their existing contexts, every requirement of `components` and the names each change
    /// lists in its consumers, then refreshes what those bindings feed.
    private mutating func bindAgain(requirementsOf components: Set<ComponentID>, providerChanges: [ProviderChange]) {
        var walk = ContextWalk(
            graph: graph, topology: topology, tables: tables, limits: limits, region: nil, contexts: contexts,
            keyIndex: keyIndex, contextCount: contextCount)
        walk.shadowings = shadowingsByContext
        // A few consumers bind again from their own paths; many, in one walk below the provider.
        let few = providerChanges.filter { $0.consumers.count <= Self.fewConsumers }
        // Marked by index, not gathered in a set: the many consumers of a root's provider were hashed once more each.
        var isRebound = [Bool](repeating: false, count: graph.components.count)
        for id in few.reduce(components, { $0.union($1.consumers) }) {
            isRebound[id.rawValue] = true
            for context in contexts[id.rawValue] { walk.rebind(context.id) }
        }
        for change in providerChanges where change.consumers.count > Self.fewConsumers {
            for context in contexts[change.provider.rawValue] {
                walk.rebind(below: context.id, names: change.names, components: change.consumers)
            }
            for id in change.consumers { isRebound[id.rawValue] = true }
        }
        contexts = walk.contexts
        shadowingsByContext = walk.shadowings
        refreshShadowings()
        for index in isRebound.indices where isRebound[index] {
            let id = ComponentID(index)
            componentProblems[index] = problemsOfRequirements(of: id, in: self)
            providerReaders.refresh(id, contexts: contexts[index])
        }
    }

    private static let fewConsumers = 64

    /// Forgets the region's contexts and makes them again from the contexts that lead into it.
    private mutating func resolveAgain(_ region: Set<ComponentID>) {
        var inRegion = Array(repeating: false, count: graph.components.count)
        for id in region { inRegion[id.rawValue] = true }
        for id in region {
            for context in contexts[id.rawValue] {
                for parent in context.parents where !inRegion[parent.component.rawValue] {
                    contexts[parent].children.removeAll { inRegion[$0.component.rawValue] }
                }
            }
            contextCount -= contexts[id.rawValue].count
            for context in contexts[id.rawValue] { shadowingsByContext[context.id] = nil }
            contexts[id.rawValue] = []
            keyIndex[id] = nil
        }
        var entries = Set<ContextID>()
        for id in region {
            for parent in topology.parents[id.rawValue] where !inRegion[parent.rawValue] {
                for context in contexts[parent.rawValue] { entries.insert(context.id) }
            }
        }
        var walk = ContextWalk(
            graph: graph, topology: topology, tables: tables, limits: limits, region: inRegion, contexts: contexts,
            keyIndex: keyIndex, contextCount: contextCount)
        walk.walkFromRoots()
        for entry in entries.sorted() { walk.walk(fromEntry: entry) }
        contexts = walk.contexts
        ContextOrdering.order(walk.made, in: &contexts, isDamaged: graph.isDamaged, precedes: graph.precedesByName)
        keyIndex = walk.keyIndex
        contextCount = walk.contextCount
        limitReached = walk.limitReachedAt.map { ($0, limits.maximumContextCount) }
        for (context, found) in walk.shadowings { shadowingsByContext[context] = found }
        refreshCycles()
        refreshShadowings()
        for id in region {
            componentProblems[id.rawValue] = problemsOfRequirements(of: id, in: self)
            providerReaders.refresh(id, contexts: contexts[id.rawValue])
        }
    }
}

/// The consumers below `provider` that bind the names `names` (interned) again.
struct ProviderChange: Sendable {
    let provider: ComponentID
    let names: [Int]
    let consumers: Set<ComponentID>
}

/// Files whose problems an update finds first (the documents open in an editor): when a changed provider has at
/// least `minimumDeferred` consumers, rebinding those whose problems are reported elsewhere waits for
/// `Resolution.finished()`.
public struct UpdatePriority: Sendable {
    public var files: Set<FileID>
    public var minimumDeferred: Int

    public init(files: Set<FileID>, minimumDeferred: Int = 1000) {
        self.files = files
        self.minimumDeferred = minimumDeferred
    }

    /// The changes to bind now and those to leave. A change is not split when a priority file provides one of its
    /// names and another provider has that same name: binding its consumers may change the shadowings reported at
    /// that provider. (Two names of one component, each provided once, shadow nothing.)
    func split(
        _ changes: [ProviderChange], graph: ComponentGraph, tables: ResolutionTables
    ) -> (now: [ProviderChange], later: [ProviderChange]) {
        var now: [ProviderChange] = []
        var later: [ProviderChange] = []
        var shown: Set<ComponentID>?
        for change in changes {
            guard change.consumers.count >= minimumDeferred, !mayShadow(change.names, graph: graph, tables: tables) else {
                now.append(change)
                continue
            }
            if shown == nil { shown = graph.componentsWithRequirements(in: files) }
            let first = change.consumers.intersection(shown!)
            if !first.isEmpty { now.append(ProviderChange(provider: change.provider, names: change.names, consumers: first)) }
            later.append(ProviderChange(provider: change.provider, names: change.names, consumers: change.consumers.subtracting(first)))
        }
        return (now, later)
    }
}

extension UpdatePriority {
    /// Whether one of `names` has several providers, one of them declared in a priority file.
    private func mayShadow(_ names: [Int], graph: ComponentGraph, tables: ResolutionTables) -> Bool {
        let shadowed = names.filter { tables.providerCount(named: $0, upTo: 2) > 1 }
        return !shadowed.isEmpty && graph.declaresProvider(in: files, where: { tables.nameIDs[$0].map(shadowed.contains) ?? false })
    }
}

extension ResolutionTables {
    /// Names whose set of required types differs from `old`.
    func retypedNames(comparedTo old: [[Int]]) -> Set<Int> {
        var names = Set<Int>()
        for (name, types) in requiredTypes.enumerated() where (name < old.count ? old[name] : []) != types { names.insert(name) }
        return names
    }
}
