/// A context's example path as messages show it: whole when it has at most `fullLength` components, otherwise
/// its first and last `headLength` components and how many are left out between them. Finding it walks
/// `headLength` steps, however deep the context is, so messages about a chain of 10,000 stay short and cheap.
public struct ExamplePath: Hashable, Sendable {
    public static let headLength = 4
    public static let fullLength = 12

    public let head: [ComponentID]
    /// How many components are left out between `head` and `tail`; 0 when the path is whole.
    public let omitted: Int
    public let tail: [ComponentID]

    /// The components shown, root first; the whole path when `omitted` is 0.
    public var shown: [ComponentID] { head + tail }
}

extension Resolution {
    /// The example path of `id`, shortened in the middle when long.
    public func shortExamplePath(of id: ContextID) -> ExamplePath {
        let length = self[id].depth + 1
        let kept = length > ExamplePath.fullLength ? ExamplePath.headLength : length
        var tail: [ComponentID] = []
        var current: ContextID? = id
        while let context = current, tail.count < kept {
            tail.append(context.component)
            current = self[context].exampleParent
        }
        tail.reverse()
        guard length > ExamplePath.fullLength else { return ExamplePath(head: tail, omitted: 0, tail: []) }
        return ExamplePath(head: self[id].exampleHead, omitted: length - 2 * ExamplePath.headLength, tail: tail)
    }

    /// Orders contexts as their example paths are chosen: shorter first, then by components from the root.
    func canonicallyPrecedes(_ lhs: ContextID, _ rhs: ContextID) -> Bool {
        let left = self[lhs], right = self[rhs]
        if left.depth != right.depth { return left.depth < right.depth }
        if left.exampleHead != right.exampleHead {
            return left.exampleHead.lexicographicallyPrecedes(right.exampleHead)
        }
        return examplePath(of: lhs).components.lexicographicallyPrecedes(examplePath(of: rhs).components)
    }
}
