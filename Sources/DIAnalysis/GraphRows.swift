import DIResolver

/// One component of the graph as `di-gen graph` shows it.
public struct GraphRow: Sendable {
    public let name: String
    public let isRoot: Bool
    public let children: [String]
    /// "name: Type <- Provider" per requirement, with every distinct outcome across paths.
    public let requirements: [(name: String, type: String, sources: [String])]
}

extension Analysis {
    /// The component tree with each requirement and where it resolves on each branch, sorted by name.
    public var graphRows: [GraphRow] {
    let graph = resolution.graph
    return graph.components.sorted { $0.name < $1.name }.map { component in
        let requirements = graph.dependencyProtocol(of: component)?.requirements ?? []
        let rows = requirements.enumerated().map { index, requirement in
            var sources: [String] = []
            for context in resolution.contexts(of: component.id) {
                let source: String
                switch context.bindings[index] {
                case .provided(let provider): source = graph[provider.component].name
                case .missing: source = "missing"
                case .mistyped(let provider): source = "mistyped (\(graph[provider.component].name))"
                case .inaccessible(let provider, _): source = "inaccessible (\(graph[provider.component].name))"
                }
                if !sources.contains(source) { sources.append(source) }
            }
            return (requirement.name, requirement.type.written, sources)
        }
        let children = Array(Set(component.children.map { graph[$0.child].name })).sorted()
        return GraphRow(name: component.name, isRoot: component.isRoot, children: children, requirements: rows)
    }
}
}
