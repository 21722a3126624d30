import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// Where the thing at the cursor comes from: for a requirement or `dependency.name`, the providers
    /// that satisfy it (one per distinct provider across branches); for `Child(parent: self)`, the
    /// child component; for a component or provider, its own declaration.
    public func definition(in file: FileID, at offset: Int) -> [SourceLocation] {
        switch target(in: file, at: offset) {
        case .requirement(let protocolName, _, let location):
            return distinctProviders(graph.consumers(ofRequirementAt: location, declaredIn: protocolName).flatMap { consumer in
                resolution.contexts(of: consumer.component).map { $0.bindings[consumer.index] }
            })
        case .dependencyReference(let component, let name, _):
            return distinctProviders(resolution.bindings(ofRequirementNamed: name, in: component).map(\.binding))
        case .childCreation(let edge):
            return [graph[edge.child].nameLocation]
        case .component(let id):
            return [graph[id].nameLocation]
        case .provider(let provider):
            return [provider.location]
        case nil:
            return swinjectCursor(in: file, at: offset).map(swinjectDefinition) ?? []
        }
    }

    private func distinctProviders(_ bindings: [Binding]) -> [SourceLocation] {
        var seen = Set<SourceLocation>()
        return bindings.compactMap { binding in
            guard case .provided(let provider) = binding, seen.insert(provider.location).inserted else { return nil }
            return provider.location
        }
    }
}
