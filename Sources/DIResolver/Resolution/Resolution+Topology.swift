import DIIndex
extension Resolution {
    /// The distinct components that create `id` with `Child(parent: self)`, in component order.
    public func parents(of id: ComponentID) -> [ComponentID] { topology.parents[id.rawValue] }

    /// The distinct components `id` creates, in the order of their first creation.
    public func children(of id: ComponentID) -> [ComponentID] { topology.children[id.rawValue] }

    /// How many paths from a root reach `id` (zero when none does).
    public func pathCount(of id: ComponentID) -> PathCount {
        contexts[id.rawValue].reduce(PathCount.zero) { $0 + $1.pathCount }
    }

    /// How many parents up from `context`'s component its ancestor of type `ancestor` is on the example path,
    /// taking at most `budget` steps (shared by the caller's queries, so a file's hints stay cheap in a chain
    /// 10,000 deep); nil when it is not on the path or the budget ran out.
    public func hops(from context: ContextID, to ancestor: ComponentID, budget: inout Int) -> Int? {
        var hops = 1
        var current = contexts[context].exampleParent
        while let parent = current, budget > 0 {
            budget -= 1
            if parent.component == ancestor { return hops }
            hops += 1
            current = contexts[parent].exampleParent
        }
        return nil
    }
}
