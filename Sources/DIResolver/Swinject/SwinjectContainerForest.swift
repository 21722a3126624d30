/// Containers that each have at most one parent, numbered in depth-first order so that "is an ancestor of" is two
/// comparisons: a container's descendants are numbered right after it. Built in one walk, linear in the containers.
struct SwinjectContainerForest {
    /// Each node's number in the walk, and the largest number in its subtree (-1 for a node on a loop of parents:
    /// `Container(parent:)` written around in a circle, which no run can build).
    private var order: [Int32]
    private var last: [Int32]
    /// The node or one of its ancestors has a parent the code does not tell: its ancestors could be any container.
    private(set) var pathHasUnknownParent: [Bool]
    /// The root of the node's tree has a parent the code does not tell: the tree may hang below any container.
    private(set) var inTreeWithUnknownRoot: [Bool]

    init(classes: [Int], parents: [[Int32]], children: [[Int32]], hasUnknownParent: [Bool]) {
        let count = parents.count
        order = Array(repeating: -1, count: count)
        last = Array(repeating: -1, count: count)
        pathHasUnknownParent = Array(repeating: true, count: count)
        inTreeWithUnknownRoot = Array(repeating: true, count: count)
        var next: Int32 = 0
        for root in classes where parents[root].isEmpty {
            var stack: [(node: Int32, child: Int)] = [(Int32(root), 0)]
            order[root] = next
            next += 1
            pathHasUnknownParent[root] = hasUnknownParent[root]
            inTreeWithUnknownRoot[root] = hasUnknownParent[root]
            while let top = stack.last {
                let node = Int(top.node)
                guard top.child < children[node].count else {
                    last[node] = next - 1
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].child += 1
                let child = Int(children[node][top.child])
                guard order[child] < 0 else { continue }
                order[child] = next
                next += 1
                pathHasUnknownParent[child] = pathHasUnknownParent[node] || hasUnknownParent[child]
                inTreeWithUnknownRoot[child] = inTreeWithUnknownRoot[root]
                stack.append((Int32(child), 0))
            }
        }
    }

    /// Whether `node` is `ancestor` or one of its descendants.
    func contains(_ ancestor: Int32, _ node: Int32) -> Bool {
        let (a, n) = (Int(ancestor), Int(node))
        return order[a] >= 0 && order[n] >= order[a] && order[n] <= last[a]
    }
}
