import DIResolver

/// Decides how a generated getter reaches the ancestor that provides a member: at the root, a fixed
/// number of hops up, or the nearest ancestor of its type when the distance differs between the paths
/// into a state (a loop, or branches of different lengths). The nearest ancestor of the provider's type is
/// always the provider: a nearer one of the same type would declare the same member.
struct ReachFinder {
    private let resolution: Resolution
    /// Components some component creates: a root that is also created as a child is not always at the top.
    private let createdAsChild: Set<ComponentID>
    /// (context, ancestor type) -> the distance on every path into the context.
    private var distances: [Key: Distance] = [:]

    private enum Distance: Equatable {
        case fixed(Int)
        case varies

        var hops: Int? {
            if case .fixed(let hops) = self { return hops }
            return nil
        }
    }

    private struct Key: Hashable {
        let context: ContextID
        let ancestor: ComponentID
    }

    /// `createdAsChild`: the components some component creates, computed once for every finder.
    init(_ resolution: Resolution, createdAsChild: Set<ComponentID>) {
        self.resolution = resolution
        self.createdAsChild = createdAsChild
    }

    mutating func reach(to ancestor: ComponentID, from context: ContextID) -> ProviderPlan.Reach {
        if ancestor == resolution[context].root, !createdAsChild.contains(ancestor) { return .root }
        return distance(to: ancestor, from: context).map(ProviderPlan.Reach.hops) ?? .nearest
    }

    /// The number of hops from `context` up to its nearest ancestor of type `ancestor`, if the same on every
    /// path. Most contexts have one parent, as do their parents: such a chain is walked without the memo (a
    /// few steps, bounded so that a chain thousands deep stays linear); where it branches, or grows long, the
    /// memoised walk takes over.
    private mutating func distance(to ancestor: ComponentID, from start: ContextID) -> Int? {
        var context = start
        var hops = 0
        while hops < 32 {
            let parents = resolution[context].parents
            guard parents.count == 1 else { break }
            hops += 1
            if parents[0].component == ancestor { return hops }
            context = parents[0]
        }
        return distanceOnEveryPath(to: ancestor, from: context).map { $0 + hops }
    }

    /// The walk itself; a distance already known is answered without it.
    private mutating func distanceOnEveryPath(to ancestor: ComponentID, from start: ContextID) -> Int? {
        if let known = distances[Key(context: start, ancestor: ancestor)] { return known.hops }
        var pending: Set<ContextID> = []
        var stack: [ContextID] = [start]
        while let context = stack.last {
            if distances[Key(context: context, ancestor: ancestor)] != nil {
                stack.removeLast()
                continue
            }
            let parents = resolution[context].parents
            let unknown = parents.filter { $0.component != ancestor && distances[Key(context: $0, ancestor: ancestor)] == nil }
            guard unknown.isEmpty || pending.contains(context) else {
                pending.insert(context)
                stack += unknown
                continue
            }
            // A parent still unknown here is on a loop of contexts: the distance varies.
            var result: Distance? = unknown.isEmpty ? nil : .varies
            for parent in parents {
                let step: Distance
                if parent.component == ancestor {
                    step = .fixed(1)
                } else if case .fixed(let hops) = distances[Key(context: parent, ancestor: ancestor)] {
                    step = .fixed(hops + 1)
                } else {
                    step = .varies
                }
                if result == nil { result = step } else if result != step { result = .varies }
            }
            distances[Key(context: context, ancestor: ancestor)] = result ?? .varies
            stack.removeLast()
        }
        if case .fixed(let hops) = distances[Key(context: start, ancestor: ancestor)] { return hops }
        return nil
    }
}
