import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// For a provider: every requirement it satisfies and every `dependency.name` read of it in the components
    /// that resolve to it. For a requirement or `dependency.name`: its providers. For a component: where it is created.
    public func references(in file: FileID, at offset: Int, includeDeclaration: Bool) -> [SourceLocation] {
        var result: [SourceLocation] = []
        switch target(in: file, at: offset) {
        case .provider(let provider):
            if includeDeclaration { result.append(provider.location) }
            result += consumers(of: provider)
            result += dependencyReads(named: provider.name, in: resolution.readerSet(ofProviderAt: provider.location))
        case .requirement(_, _, let location), .dependencyReference(_, _, let location):
            if includeDeclaration { result.append(location) }
            result += definition(in: file, at: offset)
        case .component(let id):
            if includeDeclaration { result.append(graph[id].nameLocation) }
            result += creations(of: id)
        case .childCreation(let edge):
            if includeDeclaration { result.append(graph[edge.child].nameLocation) }
            result += creations(of: edge.child)
        case nil:
            if let cursor = swinjectCursor(in: file, at: offset) { result = swinjectReferences(cursor, includeDeclaration: includeDeclaration) }
        }
        var seen = Set<SourceLocation>()
        return result.filter { seen.insert($0).inserted }
    }

    private func creations(of component: ComponentID) -> [SourceLocation] {
        creations(ofComponent: component).map(\.location)
    }

    /// The requirements that resolve to `provider` on some path, in a stable order.
    public func consumers(of provider: Provider) -> [SourceLocation] {
        var found = Set<SourceLocation>()
        // Only the components that read it (the resolution's reverse index), not every component.
        for reader in resolution.readerSet(ofProviderAt: provider.location) {
            guard let dependency = graph.dependencyProtocol(of: graph[reader]) else { continue }
            for context in resolution.contexts(of: reader) {
                for (index, binding) in context.bindings.enumerated() {
                    if case .provided(let used) = binding, used == provider { found.insert(dependency.requirements[index].location) }
                }
            }
        }
        return found.sorted()
    }
}
