import DIIndex
import DIResolver
import DIScanner

/// One component of the graph as `di-gen graph` and the editor's graph command show it.
public struct GraphRow: Sendable {
    public let name: String
    public let isRoot: Bool
    /// No root creates it: it is neither checked nor generated.
    public let isUnreachable: Bool
    /// An error is reported on it or on one of its requirements (with the configured severities).
    public let hasErrors: Bool
    public let children: [String]
    /// Each requirement with where it resolves on each branch.
    public let requirements: [GraphRequirement]
}

/// A requirement of a graph row: "name: Type <- Provider", with every distinct outcome across branches.
public struct GraphRequirement: Sendable {
    public let name: String
    public let type: String
    public let sources: [String]
    /// Missing, mistyped or inaccessible on some branch.
    public let isUnresolved: Bool
}

extension Analysis {
    /// The component tree with each requirement and where it resolves on each branch, sorted by name.
    public var graphRows: [GraphRow] {
        graphRows(of: Array(graph.components.map(\.id))) + swinjectGraphRows
    }

    /// The rows of `component`, its ancestors (every component on a path from a root to it) and its descendants,
    /// sorted by name; children are listed only among these.
    public func graphRows(around component: ComponentID) -> [GraphRow] {
        var included: Set<ComponentID> = [component]
        for next in [resolution.parents(of:), resolution.children(of:)] as [(ComponentID) -> [ComponentID]] {
            var queue = [component]
            while let current = queue.popLast() {
                for neighbour in next(current) where included.insert(neighbour).inserted { queue.append(neighbour) }
            }
        }
        // A loop through the component makes some of its ancestors descendants too; both directions are kept.
        return graphRows(of: Array(included))
    }

    private func graphRows(of ids: [ComponentID]) -> [GraphRow] {
        let included = Set(ids)
        return ids.map { graph[$0] }.sorted { $0.name < $1.name }.map { component in
            let requirements = (graph.dependencyProtocol(of: component)?.requirements ?? []).enumerated().map { index, requirement in
                var sources: [String] = []
                var isUnresolved = false
                for context in resolution.contexts(of: component.id) {
                    let source: String
                    switch context.bindings[index] {
                    case .provided(let provider): source = graph[provider.component].name
                    case .missing: source = "missing"
                    case .mistyped(let provider): source = "mistyped (\(graph[provider.component].name))"
                    case .inaccessible(let provider, _): source = "inaccessible (\(graph[provider.component].name))"
                    }
                    isUnresolved = isUnresolved || !context.bindings[index].isResolved
                    if !sources.contains(source) { sources.append(source) }
                }
                return GraphRequirement(name: requirement.name, type: requirement.type.written, sources: sources, isUnresolved: isUnresolved)
            }
            let children = Array(Set(component.children.filter { included.contains($0.child) }.map { graph[$0.child].name })).sorted()
            return GraphRow(
                name: component.name, isRoot: component.isRoot, isUnreachable: !component.isRoot && resolution.contexts(of: component.id).isEmpty,
                hasErrors: hasErrors(component), children: children, requirements: requirements)
        }
    }

    /// An error among the component's own problems, or an error diagnostic inside its declaration.
    private func hasErrors(_ component: Component) -> Bool {
        let own = resolution.problems(of: component.id).contains { problem in
            (configuration.overrides[problem.diagnosticCode].map(\.severity) ?? problem.severity) == .error
        }
        return own || diagnostics(in: component.declaration.file).contains {
            $0.severity == .error && component.declaration.range.contains($0.location.range.start)
        }
    }
}
