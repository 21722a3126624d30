import DIIndex
import DIScanner

/// The outcome of resolving every requirement of every component along every path from a root.
public struct Resolution: Sendable {
    public let graph: ComponentGraph
    /// Per component (indexed by `ComponentID.rawValue`): one entry per path that reaches it.
    public let paths: [[PathResolution]]
    /// Components that are their own ancestor, with the loop (`Folder -> Folder`).
    public let cycles: [(component: ComponentID, loop: [ComponentID])]
    /// Providers that hide a farther ancestor's provider of the same name and type, once per pair.
    public let shadowings: [Shadowing]
    /// Set when the number of paths passed the limit; later paths were not explored.
    public let truncatedAtPathCount: Int?
    /// Everything wrong, in a stable order.
    public internal(set) var problems: [Problem]

    /// How `requirement` resolves on each path of `component`.
    public func bindings(of requirement: Requirement, in component: ComponentID) -> [(path: ComponentPath, binding: Binding)] {
        guard let dependency = graph.dependencyProtocol(of: graph[component]),
            let index = dependency.requirements.firstIndex(where: { $0.name == requirement.name })
        else { return [] }
        return paths[component.rawValue].map { ($0.path, $0.bindings[index]) }
    }
}

/// `nearer` hides `farther` (same name and type, farther up the path) for `consumer` and maybe others.
public struct Shadowing: Hashable, Sendable {
    public let nearer: Provider
    public let farther: Provider
    public let consumer: ComponentID
}
