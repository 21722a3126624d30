import DIIndex
import DIScanner

/// The outcome of resolving every requirement of every component along every path from a root.
public struct Resolution: Sendable {
    public let graph: ComponentGraph
    /// Per component (indexed by `ComponentID.rawValue`): one entry per path that reaches it.
    public let paths: ChunkedArray<[PathResolution]>
    /// Components that are their own ancestor, with the loop (`Folder -> Folder`).
    public let cycles: [(component: ComponentID, loop: [ComponentID])]
    /// Providers that hide a farther ancestor's provider of the same name and type, once per pair.
    public let shadowings: [Shadowing]
    /// Set when the number of paths passed the limit; later paths were not explored.
    public let truncatedAtPathCount: Int?
    /// Problems of each component's own requirements (by `ComponentID.rawValue`), kept so that an update
    /// recomputes them only for components whose paths were walked again.
    private(set) var componentProblems: ChunkedArray<[Problem]>
    /// Everything wrong: each component's problems, then the graph-wide ones.
    public private(set) var problems: [Problem]

    /// - Parameter previous: the problems of an earlier resolution and the components whose problems must
    ///   be recomputed; nil computes them all.
    init(
        graph: ComponentGraph, paths: ChunkedArray<[PathResolution]>, cycles: [(component: ComponentID, loop: [ComponentID])],
        shadowings: [Shadowing], truncatedAtPathCount: Int?, reusing previous: (problems: ChunkedArray<[Problem]>, stale: [ComponentID])? = nil
    ) {
        self.graph = graph
        self.paths = paths
        self.cycles = cycles
        self.shadowings = shadowings
        self.truncatedAtPathCount = truncatedAtPathCount
        componentProblems = ChunkedArray()
        problems = []
        if let previous, previous.problems.count == graph.components.count {
            var perComponent = previous.problems
            for id in previous.stale { perComponent[id.rawValue] = problemsOfRequirements(of: graph[id], in: self) }
            componentProblems = perComponent
        } else {
            var perComponent = ChunkedArray<[Problem]>()
            for component in graph.components { perComponent.append(problemsOfRequirements(of: component, in: self)) }
            componentProblems = perComponent
        }
        problems = componentProblems.flatMap { $0 } + graphProblems(of: self)
    }

    /// How the requirement named `name` resolves on each path of `component` (empty when it has none).
    public func bindings(ofRequirementNamed name: String, in component: ComponentID) -> [(path: ComponentPath, binding: Binding)] {
        guard let dependency = graph.dependencyProtocol(of: graph[component]),
            let index = dependency.requirements.firstIndex(where: { $0.name == name })
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
