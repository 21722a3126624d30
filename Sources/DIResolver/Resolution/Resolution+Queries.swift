import DIIndex

extension Resolution {
    /// How a component's requirements bind on one path (root first, the component last), or nil when that
    /// is not a path from a root. Follows the contexts along the path, one step per component.
    public func bindings(onPath path: [ComponentID]) -> [Binding]? {
        context(onPath: path).map { self[$0].bindings }
    }

    /// The context a path (root first) ends in, or nil when it is not a path from a root.
    public func context(onPath path: [ComponentID]) -> ContextID? {
        guard let root = path.first,
            var current = contexts[root.rawValue].first(where: { $0.parents.isEmpty && $0.root == root })?.id
        else { return nil }
        for component in path.dropFirst() {
            guard let next = self[current].children.first(where: { $0.component == component }) else { return nil }
            current = next
        }
        return current
    }

    /// How many parents up from the context's component its nearest ancestor of component type
    /// `ancestor` is, on the context's example path.
    public func hops(from context: ContextID, to ancestor: ComponentID) -> Int? {
        var hops = 1
        var current = self[context].exampleParent
        while let parent = current {
            if parent.component == ancestor { return hops }
            hops += 1
            current = self[parent].exampleParent
        }
        return nil
    }

    /// The components on every path into all of `contexts`, nearest first along the first one's example
    /// path: where providing something reaches all of them.
    public func componentsOnEveryPath(to contexts: [ContextID]) -> [ComponentID] {
        guard let first = contexts.first else { return [] }
        var memo: [ContextID: Set<ComponentID>] = [:]
        var common = ancestorsOnEveryPath(to: first, memo: &memo)
        for context in contexts.dropFirst() { common.formIntersection(ancestorsOnEveryPath(to: context, memo: &memo)) }
        return examplePath(of: first).components.dropLast().reversed().filter(common.contains)
    }

    /// The ancestors every path into `context` passes (its component excluded): the intersection over its
    /// parents of each parent's component and that parent's own such ancestors. Contexts in a loop are
    /// resolved by iterating to a fixed point.
    private func ancestorsOnEveryPath(to context: ContextID, memo: inout [ContextID: Set<ComponentID>]) -> Set<ComponentID> {
        if let known = memo[context] { return known }
        // Everything above on the example path is an upper bound; shrink until nothing changes.
        var order: [ContextID] = []
        var seen: Set<ContextID> = [context]
        var queue = [context]
        while let next = queue.popLast() {
            order.append(next)
            for parent in self[next].parents where seen.insert(parent).inserted { queue.append(parent) }
        }
        var sets: [ContextID: Set<ComponentID>] = [:]
        for id in order { sets[id] = memo[id] ?? Set(examplePath(of: id).components.dropLast()) }
        var changed = true
        while changed {
            changed = false
            for id in order where memo[id] == nil {
                let parents = self[id].parents
                guard let first = parents.first else { continue }
                var result = sets[first]!.union([first.component])
                for parent in parents.dropFirst() { result.formIntersection(sets[parent]!.union([parent.component])) }
                if result != sets[id] {
                    sets[id] = result
                    changed = true
                }
            }
        }
        for id in order { memo[id] = sets[id] }
        return sets[context]!
    }
}
