import DIIndex
import DIScanner

extension Resolution {
    /// The resolution of `graph`, an update of this resolution's graph described by `delta`.
    ///
    /// Only the zone that can have changed is walked again: the subtrees under components whose children
    /// changed and components whose requirements changed (all bindings), and the descendants of
    /// components whose providers changed (only the changed names). Every other component keeps its
    /// paths and problems. A full rebuild of the graph, or a change of damage, resolves from scratch.
    public func updated(to graph: ComponentGraph, delta: GraphDelta, limits: ResolutionLimits = ResolutionLimits()) -> Resolution {
        guard !delta.isFullRebuild, graph.components.count == self.graph.components.count,
            graph.damagedFiles == self.graph.damagedFiles
        else { return resolve(graph, limits: limits) }
        if delta.childrenChanged.isEmpty, delta.providerNamesChanged.isEmpty, delta.requirementsChanged.isEmpty {
            return Resolution(
                graph: graph, paths: paths, cycles: cycles, shadowings: shadowings, truncatedAtPathCount: truncatedAtPathCount,
                reusing: (componentProblems, []))
        }
        let zone = walkZone(in: graph, delta: delta)
        var walk = PathWalk(graph: graph, limits: limits, zone: zone)
        for root in graph.roots { walk.visit(root) }

        var newPaths = paths
        for id in zone.members { newPaths[id.rawValue] = walk.paths[id.rawValue] }
        let keptCycles = cycles.filter { !zone.isMember($0.component) }
        let keptShadowings = shadowings.filter { !zone.isMember($0.consumer) }
        var pairs = Set(keptShadowings.map { [$0.nearer, $0.farther] })
        let newShadowings = keptShadowings + walk.shadowings.filter { pairs.insert([$0.nearer, $0.farther]).inserted }
        return Resolution(
            graph: graph, paths: newPaths, cycles: keptCycles + walk.cycles, shadowings: newShadowings,
            truncatedAtPathCount: truncatedAtPathCount,
            reusing: (componentProblems, zone.members))
    }

    private func walkZone(in graph: ComponentGraph, delta: GraphDelta) -> WalkZone {
        let count = graph.components.count
        var zone = WalkZone(
            full: Array(repeating: false, count: count), names: Array(repeating: nil, count: count),
            relevant: Array(repeating: false, count: count), previousPaths: paths, members: [])
        // Whole subtrees, by the old and the new edges, under components whose children changed.
        for id in delta.childrenChanged {
            for member in Self.subtree(of: id, in: self.graph) + Self.subtree(of: id, in: graph) { zone.full[member.rawValue] = true }
        }
        for id in delta.requirementsChanged { zone.full[id.rawValue] = true }
        for (id, names) in delta.providerNamesChanged {
            // The component itself too: in a loop it is its own descendant.
            for member in Self.subtree(of: id, in: graph) {
                zone.names[member.rawValue] = (zone.names[member.rawValue] ?? []).union(names)
            }
        }
        // Everything on a path to a member: the walk must pass through it. The previous paths of the
        // members and of the changed components hold them all: a member's parents either kept their
        // edges (so they are on its previous paths) or changed them (so they are changed components,
        // whose own ancestors are on their previous paths).
        var changed = delta.childrenChanged.union(delta.requirementsChanged)
        changed.formUnion(delta.providerNamesChanged.keys)
        zone.members = (0..<count).filter { zone.full[$0] || zone.names[$0] != nil }.map(ComponentID.init)
        changed.formUnion(zone.members)
        for id in changed {
            zone.relevant[id.rawValue] = true
            guard id.rawValue < paths.count else { continue }
            for pathResolution in paths[id.rawValue] {
                for member in pathResolution.path.components { zone.relevant[member.rawValue] = true }
            }
        }
        return zone
    }

    /// `id` and every component below it.
    private static func subtree(of id: ComponentID, in graph: ComponentGraph) -> [ComponentID] {
        guard id.rawValue < graph.components.count else { return [] }
        var seen: Set<ComponentID> = [id]
        var queue = [id]
        while let next = queue.popLast() {
            for edge in graph[next].children where seen.insert(edge.child).inserted { queue.append(edge.child) }
        }
        return Array(seen)
    }
}
