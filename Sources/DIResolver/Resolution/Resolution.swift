import DIIndex
import DIScanner

/// The outcome of resolving every requirement of every component reachable from a root: each component's
/// contexts (the distinct ways it is reached, each with its bindings), then the checks' problems.
///
/// Cost grows with components, edges and distinct contexts, never with the number of paths: a diamond
/// 30 levels deep has 2^31 paths and a few contexts per component.
public struct Resolution: Sendable {
    public internal(set) var graph: ComponentGraph
    /// Each component's contexts (by `ComponentID.rawValue`); empty when no root reaches it.
    public internal(set) var contexts: ChunkedArray<[ComponentContext]>
    /// Each loop of components reached from a root: where it is entered, and a path round it back there.
    public internal(set) var cycles: [(component: ComponentID, loop: [ComponentID])]
    /// Providers that hide a farther ancestor's provider of the same name and type, once per pair.
    public internal(set) var shadowings: [Shadowing]
    /// Set when resolution stopped making contexts (`ResolutionLimits`); reported as an error.
    public internal(set) var limitReached: (component: ComponentID, limit: Int)?
    /// Everything wrong: each component's problems, then the graph-wide ones.
    public internal(set) var problems: [Problem]

    // Kept for updates (`UpdateResolution.swift`).
    var topology: GraphTopology
    var tables: ResolutionTables
    var keyIndex: [ComponentID: [[Int]: Int]]
    /// Shadowings by the consumer's context that found them (kept so an update replaces those of what it binds again).
    var shadowingsByContext: [ContextID: [Shadowing]]
    var componentProblems: ChunkedArray<[Problem]>
    /// Who reads each provider, refreshed with each consumer's problems (`ProviderReaders.swift`).
    var providerReaders: ProviderReaders
    var contextCount: Int
    let limits: ResolutionLimits
    /// Rebinding an update with a priority left for `finished()` (`UpdateResolution.swift`).
    var deferredRebinding: [ProviderChange] = []

    /// The problems of `id`'s own requirements.
    public func problems(of id: ComponentID) -> [Problem] { componentProblems[id.rawValue] }

    /// The contexts of `id`.
    public func contexts(of id: ComponentID) -> [ComponentContext] { contexts[id.rawValue] }

    /// Inlinable so that callers in other modules read one field without copying the whole context.
    @inlinable
    public subscript(id: ContextID) -> ComponentContext {
        _read { yield contexts[id.component.rawValue][id.index] }
    }

    /// The canonical example path into a context: the shortest, then the first in component order.
    public func examplePath(of id: ContextID) -> ComponentPath {
        ComponentPath(ContextOrdering.componentPath(of: id, in: contexts))
    }

    /// How the requirement named `name` resolves in each context of `component` (empty when it has none).
    public func bindings(ofRequirementNamed name: String, in component: ComponentID) -> [(context: ContextID, binding: Binding)] {
        guard let dependency = graph.dependencyProtocol(of: graph[component]),
            let index = dependency.requirements.firstIndex(where: { $0.name == name })
        else { return [] }
        return contexts[component.rawValue].map { ($0.id, $0.bindings[index]) }
    }
}

/// `nearer` hides `farther` (same name and type, farther up the path) for `consumer` and maybe others.
public struct Shadowing: Hashable, Sendable {
    public let nearer: Provider
    public let farther: Provider
    public let consumer: ComponentID
}

/// Limits that keep resolution finite whatever the input; reaching one is reported as an error.
public struct ResolutionLimits: Sendable, Hashable {
    /// Stop making contexts after this many. Real apps have about one per component; a graph that needs
    /// more is pathological (every path resolving differently), and is reported rather than explored.
    public var maximumContextCount = 2_000_000

    public init(maximumContextCount: Int = 2_000_000) {
        self.maximumContextCount = maximumContextCount
    }
}

/// Resolves every requirement of every component reachable from a root, then runs the checks.
///
/// `contextsMade` sees the resolution as soon as its contexts are final, before the problems are looked for:
/// its graph and contexts are those of the result (nothing after it changes them), so work that needs only
/// those (the generator's) can run meanwhile, and be thrown away if there turn out to be errors.
public func resolve(
    _ graph: ComponentGraph, limits: ResolutionLimits = ResolutionLimits(), contextsMade: (Resolution) -> Void = { _ in }
) -> Resolution {
    let topology = GraphTopology(graph)
    let tables = ResolutionTables(graph, topology: topology)
    var walk = ContextWalk(
        graph: graph, topology: topology, tables: tables, limits: limits, region: nil,
        contexts: ChunkedArray(repeating: [], count: graph.components.count), keyIndex: [:], contextCount: 0)
    walk.walkFromRoots()
    var contexts = walk.contexts
    ContextOrdering.order(walk.made, in: &contexts, isDamaged: graph.isDamaged, precedes: graph.precedesByName)
    var resolution = Resolution(
        graph: graph, contexts: contexts, cycles: [], shadowings: [],
        limitReached: walk.limitReachedAt.map { ($0, limits.maximumContextCount) }, problems: [],
        topology: topology,
        tables: tables, keyIndex: walk.keyIndex, shadowingsByContext: walk.shadowings,
        componentProblems: ChunkedArray(repeating: [], count: graph.components.count),
        providerReaders: ProviderReaders(componentCount: graph.components.count), contextCount: walk.contextCount,
        limits: limits)
    contextsMade(resolution)
    resolution.refreshCycles()
    resolution.refreshShadowings()
    for index in graph.components.indices {
        resolution.componentProblems[index] = problemsOfRequirements(of: ComponentID(index), in: resolution)
        resolution.providerReaders.refresh(ComponentID(index), contexts: resolution.contexts[index])
    }
    resolution.refreshProblems()
    return resolution
}

extension Resolution {
    /// Every problem, from the per-component ones and the graph-wide checks.
    mutating func refreshProblems() {
        // Sized once: 100,000 unreachable components are 100,000 problems, and growing by doubling kept a
        // second, larger copy alive while appending.
        let graphWide = graphProblems(of: self)
        var all: [Problem] = []
        all.reserveCapacity(componentProblems.reduce(graphWide.count) { $0 + $1.count })
        for found in componentProblems { all += found }
        all += graphWide
        problems = all
    }

    /// Shadowings once per pair of providers, each with its first consumer in component order.
    mutating func refreshShadowings() {
        var first: [[Provider]: Shadowing] = [:]
        for found in shadowingsByContext.values {
            for shadowing in found {
                let pair = [shadowing.nearer, shadowing.farther]
                if let known = first[pair], known.consumer <= shadowing.consumer { continue }
                first[pair] = shadowing
            }
        }
        shadowings = first.values.sorted { ($0.consumer, $0.nearer.location, $0.farther.location) < ($1.consumer, $1.nearer.location, $1.farther.location) }
    }

    /// The loops reached from a root, each entered at its member with the shallowest context.
    mutating func refreshCycles() {
        cycles = []
        for loop in topology.loops {
            let reached = loop.filter { !contexts[$0.rawValue].isEmpty }
            guard let entry = reached.min(by: { (shallowestDepth(of: $0), $0) < (shallowestDepth(of: $1), $1) }) else { continue }
            cycles.append((entry, path(round: entry, within: Set(loop))))
        }
    }

    private func shallowestDepth(of component: ComponentID) -> Int {
        contexts[component.rawValue].map(\.depth).min() ?? .max
    }

    /// The shortest path from `entry` back to itself inside its loop, entry at both ends.
    private func path(round entry: ComponentID, within members: Set<ComponentID>) -> [ComponentID] {
        var previous: [ComponentID: ComponentID] = [:]
        var queue = [entry]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for child in topology.children[current.rawValue] where members.contains(child) {
                if child == entry {
                    var path = [entry]
                    var step = current
                    while step != entry {
                        path.append(step)
                        step = previous[step]!
                    }
                    return [entry] + path.reversed()
                }
                if previous[child] == nil {
                    previous[child] = current
                    queue.append(child)
                }
            }
        }
        return [entry, entry]
    }
}

extension ComponentGraph {
    /// Whether the component is declared or extended in a file that did not scan cleanly.
    func isDamaged(_ id: ComponentID) -> Bool {
        !damagedFiles.isEmpty && self[id].parts.contains(where: damagedFiles.contains)
    }
}
