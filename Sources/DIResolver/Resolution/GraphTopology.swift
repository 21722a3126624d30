import DIIndex

/// The shape of the component graph that resolution needs: distinct children and parents, which
/// components are reached from more than one place (merge points), and the loops.
///
/// Derived from child edges alone, so an edit that changes no edge keeps it.
struct GraphTopology: Sendable {
    /// Each component's distinct children, in the order of their first edge.
    private(set) var children: [[ComponentID]]
    /// Each component's distinct parents, in component order.
    private(set) var parents: [[ComponentID]]
    /// Reached from more than one place (two parents, or a parent and being a root): its contexts are
    /// told apart by what their ancestors provide. Elsewhere a context follows from its parent's.
    private(set) var isMergePoint: [Bool]
    /// The strongly connected components with a loop (a component that is its own ancestor), each sorted.
    private(set) var loops: [[ComponentID]]

    init(_ graph: ComponentGraph) {
        let count = graph.components.count
        children = Array(repeating: [], count: count)
        parents = Array(repeating: [], count: count)
        isMergePoint = Array(repeating: false, count: count)
        for index in graph.components.indices {  // by index: iterating copies each component
            var seen = Set<ComponentID>()
            for edge in graph.components[index].children where seen.insert(edge.child).inserted {
                children[index].append(edge.child)
                parents[edge.child.rawValue].append(ComponentID(index))
            }
        }
        for index in graph.components.indices {
            isMergePoint[index] = parents[index].count + (graph.components[index].isRoot ? 1 : 0) > 1
        }
        loops = Self.loops(children: children)
    }

    /// Components with a loop through them, found with Tarjan's algorithm, iteratively (a chain of
    /// 10,000 components must not overflow the stack).
    private static func loops(children: [[ComponentID]]) -> [[ComponentID]] {
        let count = children.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var result: [[ComponentID]] = []
        for start in 0..<count where index[start] < 0 {
            var frames: [(node: Int, child: Int)] = [(start, 0)]
            index[start] = nextIndex
            lowLink[start] = nextIndex
            nextIndex += 1
            stack.append(start)
            onStack[start] = true
            while let (node, child) = frames.last {
                if child < children[node].count {
                    frames[frames.count - 1].child += 1
                    let next = children[node][child].rawValue
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                var members: [ComponentID] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    members.append(ComponentID(member))
                    if member == node { break }
                }
                let selfLoop = members.count == 1 && children[node].contains(ComponentID(node))
                if members.count > 1 || selfLoop { result.append(members.sorted()) }
            }
        }
        return result.sorted { $0[0] < $1[0] }
    }

    /// `ids` and everything below them.
    func descendants(of ids: some Sequence<ComponentID>) -> Set<ComponentID> {
        var seen = Set(ids)
        var queue = Array(seen)
        while let next = queue.popLast() {
            for child in children[next.rawValue] where seen.insert(child).inserted { queue.append(child) }
        }
        return seen
    }

    /// `ids` and everything above them.
    func ancestors(of ids: some Sequence<ComponentID>) -> Set<ComponentID> {
        var seen = Set(ids)
        var queue = Array(seen)
        while let next = queue.popLast() {
            for parent in parents[next.rawValue] where seen.insert(parent).inserted { queue.append(parent) }
        }
        return seen
    }
}
