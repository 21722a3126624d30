import DIIndex
import DIScanner

/// Limits that keep resolution finite on pathological graphs.
public struct ResolutionLimits: Sendable {
    /// How many times one component may appear on a path: 2 explores each cycle once around.
    public var maximumOccurrencesOnPath = 2
    /// Stop exploring new paths after this many (a diamond-heavy graph can have exponentially many).
    public var maximumPathCount = 500_000

    public init() {}
}

/// Resolves every requirement of every component reachable from a root, then runs the checks.
public func resolve(_ graph: ComponentGraph, limits: ResolutionLimits = ResolutionLimits()) -> Resolution {
    var walk = PathWalk(graph: graph, limits: limits, zone: nil)
    for root in graph.roots { walk.visit(root) }
    return Resolution(
        graph: graph, paths: walk.paths, cycles: walk.cycles, shadowings: walk.shadowings,
        truncatedAtPathCount: walk.pathCount > limits.maximumPathCount ? limits.maximumPathCount : nil)
}

/// The components an incremental walk recomputes, and how much of each.
struct WalkZone {
    /// Components whose paths are all bound again (`ComponentID.rawValue` -> true).
    var full: [Bool]
    /// Components whose paths are unchanged but whose bindings of these names are redone.
    var names: [Set<String>?]
    /// Components on some path to a zone member: the walk goes through them without recording.
    var relevant: [Bool]
    /// The previous paths, read for `names` components (same paths, same order).
    var previousPaths: ChunkedArray<[PathResolution]>

    /// Every member, full or names-only.
    var members: [ComponentID]

    func isMember(_ id: ComponentID) -> Bool { full[id.rawValue] || names[id.rawValue] != nil }
}

/// A depth-first walk from the roots that carries the current path; each visit is one path. With a
/// zone, it only enters components that lead to the zone and records only zone members.
struct PathWalk {
    let graph: ComponentGraph
    let limits: ResolutionLimits
    let zone: WalkZone?
    /// Providers of each component by name, built once.
    let providersByName: ChunkedArray<[String: [Provider]]>
    var stack: [ComponentID] = []
    var occurrences: [Int]
    var visitsByComponent: [Int]
    var paths: ChunkedArray<[PathResolution]>
    var cycles: [(component: ComponentID, loop: [ComponentID])] = []
    var shadowings: [Shadowing] = []
    var shadowingPairs = Set<[Provider]>()
    var pathCount = 0

    init(graph: ComponentGraph, limits: ResolutionLimits, zone: WalkZone?) {
        self.graph = graph
        self.limits = limits
        self.zone = zone
        providersByName = graph.providersByName
        occurrences = Array(repeating: 0, count: graph.components.count)
        visitsByComponent = occurrences
        paths = ChunkedArray(repeating: [], count: graph.components.count)
    }

    mutating func visit(_ id: ComponentID) {
        if let zone, !zone.relevant[id.rawValue] { return }
        pathCount += 1
        guard pathCount <= limits.maximumPathCount else { return }
        let records = zone?.isMember(id) ?? true
        if records, occurrences[id.rawValue] == 1, let first = stack.firstIndex(of: id) {
            cycles.append((id, Array(stack[first...]) + [id]))
        }
        occurrences[id.rawValue] += 1
        let component = graph[id]
        if records { record(component) }
        stack.append(id)
        for edge in component.children where occurrences[edge.child.rawValue] < limits.maximumOccurrencesOnPath {
            visit(edge.child)
        }
        stack.removeLast()
        occurrences[id.rawValue] -= 1
    }

    /// Binds the component's requirements on the current path; in a names-only zone, reuses the
    /// previous bindings of every other name.
    private mutating func record(_ component: Component) {
        let requirements = graph.dependencyProtocol(of: component)?.requirements ?? []
        let visit = visitsByComponent[component.id.rawValue]
        visitsByComponent[component.id.rawValue] += 1
        var bindings: [Binding]
        if let zone, !zone.full[component.id.rawValue], let names = zone.names[component.id.rawValue],
            visit < zone.previousPaths[component.id.rawValue].count
        {
            bindings = zone.previousPaths[component.id.rawValue][visit].bindings
            for (index, requirement) in requirements.enumerated() where names.contains(requirement.name) {
                bindings[index] = bind(requirement, for: component)
            }
        } else {
            bindings = requirements.map { bind($0, for: component) }
        }
        for binding in bindings { noteShadowing(of: binding, for: component.id) }
        paths[component.id.rawValue].append(PathResolution(path: ComponentPath(stack + [component.id]), bindings: bindings))
    }
}
