import DIIndex

/// Fills in what a context's parents decide once the walk has linked them: depth and example path, path
/// count, and whether damage lies on some path into it. Runs on the contexts the walk made; the others
/// (outside an update's region) already have theirs.
extension ChunkedArray where Element == [ComponentContext] {
    subscript(id: ContextID) -> ComponentContext {
        get { self[id.component.rawValue][id.index] }
        set { self[id.component.rawValue][id.index] = newValue }
    }
}

struct ContextOrdering {
    /// - Parameters:
    ///   - made: the contexts to order; every other context is final.
    ///   - isDamaged: whether a component is declared or extended in a damaged file.
    ///   - precedes: the order of components that settles ties (by name: `ComponentGraph.precedesByName`).
    static func order(
        _ made: [ContextID], in contexts: inout ChunkedArray<[ComponentContext]>, isDamaged: (ComponentID) -> Bool,
        precedes: (ComponentID, ComponentID) -> Bool
    ) {
        guard !made.isEmpty else { return }
        let isMade = Set(made)
        orderByDepth(made, isMade: isMade, in: &contexts, precedes: precedes)
        countPaths(made, isMade: isMade, in: &contexts, isDamaged: isDamaged)
    }

    /// Shortest paths first (breadth first, seeded with the final parents' depths); among parents at the
    /// same depth the example path is the one that comes first in `precedes` order (by names), so the choice
    /// depends neither on the order the walk happened to take nor on the order the files were read (the
    /// generated file names example paths, and must be the same bytes whoever generates it).
    private static func orderByDepth(
        _ made: [ContextID], isMade: Set<ContextID>, in contexts: inout ChunkedArray<[ComponentContext]>,
        precedes: (ComponentID, ComponentID) -> Bool
    ) {
        var tentative: [ContextID: Int] = [:]
        var buckets: [[ContextID]] = []
        func offer(_ id: ContextID, depth: Int) {
            if let known = tentative[id], known <= depth { return }
            tentative[id] = depth
            while buckets.count <= depth { buckets.append([]) }
            buckets[depth].append(id)
        }
        for id in made {
            let context = contexts[id]
            if context.parents.isEmpty { offer(id, depth: 0) }
            for parent in context.parents where !isMade.contains(parent) { offer(id, depth: contexts[parent].depth + 1) }
        }
        var finished = Set<ContextID>()
        var depth = 0
        while depth < buckets.count {
            for id in buckets[depth] where tentative[id] == depth && !finished.contains(id) {
                var context = contexts[id]
                context.depth = depth
                context.exampleParent = depth == 0
                    ? nil
                    : bestParent(of: context, atDepth: depth - 1, in: contexts, precedes: precedes) {
                        !isMade.contains($0) || finished.contains($0)
                    }
                let parentHead = context.exampleParent.map { contexts[$0].exampleHead } ?? []
                context.exampleHead = parentHead.count < ExamplePath.headLength ? parentHead + [id.component] : parentHead
                contexts[id] = context
                finished.insert(id)
                for child in context.children where isMade.contains(child) { offer(child, depth: depth + 1) }
            }
            depth += 1
        }
    }

    private static func bestParent(
        of context: ComponentContext, atDepth depth: Int, in contexts: ChunkedArray<[ComponentContext]>,
        precedes: (ComponentID, ComponentID) -> Bool, isFinal: (ContextID) -> Bool
    ) -> ContextID? {
        let candidates = context.parents.filter { isFinal($0) && contexts[$0].depth == depth }
        guard candidates.count > 1 else { return candidates.first }
        return candidates.min { lhs, rhs in
            componentPath(of: lhs, in: contexts).lexicographicallyPrecedes(componentPath(of: rhs, in: contexts), by: precedes)
        }
    }

    static func componentPath(of id: ContextID, in contexts: ChunkedArray<[ComponentContext]>) -> [ComponentID] {
        var path = [id.component]
        var current = id
        while let parent = contexts[current].exampleParent {
            path.append(parent.component)
            current = parent
        }
        return path.reversed()
    }

    /// Path counts in topological order; contexts on or below a loop of contexts have unboundedly many.
    /// Damage spreads from every parent, loops included.
    private static func countPaths(
        _ made: [ContextID], isMade: Set<ContextID>, in contexts: inout ChunkedArray<[ComponentContext]>,
        isDamaged: (ComponentID) -> Bool
    ) {
        var waiting: [ContextID: Int] = [:]
        var ready: [ContextID] = []
        for id in made {
            var context = contexts[id]
            var count = context.parents.isEmpty ? PathCount.one : .zero
            var damaged = isDamaged(id.component)
            var pending = 0
            for parent in context.parents {
                if isMade.contains(parent) {
                    pending += 1
                } else {
                    count = count + contexts[parent].pathCount
                    damaged = damaged || contexts[parent].touchesDamage
                }
            }
            context.pathCount = count
            context.touchesDamage = damaged
            contexts[id] = context
            if pending == 0 { ready.append(id) } else { waiting[id] = pending }
        }
        var finished = Set<ContextID>()
        while let id = ready.popLast() {
            finished.insert(id)
            let context = contexts[id]
            for child in context.children where isMade.contains(child) {
                contexts[child].pathCount = contexts[child].pathCount + context.pathCount
                if context.touchesDamage { contexts[child].touchesDamage = true }
                waiting[child]! -= 1
                if waiting[child] == 0 { ready.append(child) }
            }
        }
        // What is left sits on or below a loop: unboundedly many paths; damage spreads until nothing changes.
        var queue: [ContextID] = []
        for id in made where !finished.contains(id) {
            contexts[id].pathCount = .unbounded
            queue.append(id)
        }
        while let id = queue.popLast() {
            guard contexts[id].touchesDamage else { continue }
            for child in contexts[id].children where isMade.contains(child) && !contexts[child].touchesDamage {
                contexts[child].touchesDamage = true
                queue.append(child)
            }
        }
    }
}
