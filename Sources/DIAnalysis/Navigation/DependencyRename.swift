import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// The name a rename at `offset` changes: a requirement, a provider, or `dependency.name`; nil elsewhere (a
    /// component or anything else is the Swift language server's to rename).
    public func renameTarget(in file: FileID, at offset: Int) -> (location: SourceLocation, name: String)? {
        switch target(in: file, at: offset) {
        case .requirement(_, let name, let location), .dependencyReference(_, let name, let location): (location, name)
        case .provider(let provider): (provider.location, provider.name)
        default: nil
        }
    }

    /// The edits that rename the dependency at `offset` to `newName` everywhere: its requirement in every
    /// dependency protocol that has it, every provider that satisfies it, every `dependency.name` read in the
    /// components that require it (`DependencyGroup`).
    ///
    /// - Throws: `RenameRefusal` when `newName` is not an identifier or cannot name a member here (`Type`,
    ///   `dependency`: `SwiftIdentifier.reasonItCannotNameADependency`), when a protocol or a provider's component
    ///   already has that name, or when the rename would change what resolves where: an ancestor already providing
    ///   `newName` nearer to a consumer, or a component below a provider already requiring `newName`.
    public func rename(in file: FileID, at offset: Int, to newName: String) throws(RenameRefusal) -> [TextReplacement] {
        guard let (_, name) = renameTarget(in: file, at: offset), var group = dependencyGroup(in: file, at: offset, named: name) else {
            throw RenameRefusal("Only a dependency can be renamed here: a requirement, a provider or `dependency.name`")
        }
        guard SwiftIdentifier.isValid(newName) else { throw RenameRefusal("`\(newName)` is not a valid Swift identifier") }
        if let reason = SwiftIdentifier.reasonItCannotNameADependency(newName) { throw RenameRefusal(reason) }
        let bare = newName.hasPrefix("`") ? String(newName.dropFirst().dropLast()) : newName
        guard bare != name else { return [] }
        try checkNames(of: &group, against: bare)
        try checkResolution(of: group, against: bare)
        var locations = Set(group.requirements.keys).union(group.providers.keys)
        locations.formUnion(dependencyReads(named: group.name, in: group.consumers))
        return locations.sorted().map { TextReplacement(location: $0, newText: newName) }
    }

    private func dependencyGroup(in file: FileID, at offset: Int, named name: String) -> DependencyGroup? {
        var group = DependencyGroup(name: name)
        switch target(in: file, at: offset) {
        case .requirement(let protocolName, _, let location):
            let declared = graph.consumers(ofRequirementAt: location, declaredIn: protocolName).first.flatMap { consumer in
                graph.dependencyProtocol(of: graph[consumer.component])?.requirements[consumer.index]
            } ?? requirement(declaredAt: location, in: protocolName)
            guard let declared else { return nil }
            group.collect(requirement: declared, in: self)
        case .dependencyReference(let component, _, _):
            guard let requirement = graph.dependencyProtocol(of: graph[component])?.requirements.first(where: { $0.name == name })
            else { return nil }
            group.collect(requirement: requirement, in: self)
        case .provider(let provider):
            group.collect(provider: provider, in: self)
        default:
            return nil
        }
        return group
    }

    /// A requirement of a protocol no component requires, read from its declaration.
    private func requirement(declaredAt location: SourceLocation, in protocolName: String) -> Requirement? {
        graph.allDependencyProtocols(named: [protocolName])[protocolName]?.requirements.first { $0.location == location }
    }

    /// `dependency.name` reads in the class bodies and extensions of `consumers`, in every file.
    func dependencyReads(named name: String, in consumers: Set<ComponentID>) -> [SourceLocation] {
        guard !consumers.isEmpty else { return [] }
        var reads: [SourceLocation] = []
        for file in snapshot.files {
            for declaration in file.summary.declarations where declaration.kind == .class || declaration.kind == .extension {
                guard let component = component(extendedBy: declaration, in: file.id), consumers.contains(component.id) else { continue }
                for reference in declaration.dependencyReferences where reference.name == name {
                    reads.append(SourceLocation(file: file.id, range: reference.nameRange))
                }
            }
        }
        return reads
    }

    /// No protocol that has one of the requirements, and no component with one of the providers, may have the name.
    private func checkNames(of group: inout DependencyGroup, against newName: String) throws(RenameRefusal) {
        for consumer in group.consumers.sorted() {
            guard let dependency = graph.dependencyProtocol(of: graph[consumer]) else { continue }
            if let clash = dependency.requirements.first(where: { $0.name == newName }) {
                throw RenameRefusal("\(dependency.name) already has a requirement named `\(newName)`"
                    + (clash.declaringProtocol == dependency.name ? "" : " (from \(clash.declaringProtocol))"))
            }
        }
        for component in Set(group.providers.values.map(\.component)).sorted() where hasMember(named: newName, component) {
            throw RenameRefusal("\(graph[component].name) already has a member named `\(newName)`")
        }
    }

    private func hasMember(named name: String, _ id: ComponentID) -> Bool {
        if graph[id].providers.contains(where: { $0.name == name }) { return true }
        for file in graph[id].parts {
            guard let declarations = snapshot.file(file)?.summary.declarations else { continue }
            for declaration in declarations where component(extendedBy: declaration, in: file)?.id == id {
                if declaration.properties.contains(where: { $0.name == name }) || declaration.functionNames.contains(name) { return true }
            }
        }
        return false
    }

    /// Every consumer keeps getting the group's providers, and nothing that requires `newName` already starts
    /// getting one of them.
    private func checkResolution(of group: DependencyGroup, against newName: String) throws(RenameRefusal) {
        let owners = Set(group.providers.values.map(\.component))
        // Above each consumer: an ancestor providing `newName` before reaching a provider of the group.
        for consumer in group.consumers.sorted() {
            guard let index = graph.dependencyProtocol(of: graph[consumer])?.requirements.firstIndex(where: { $0.name == group.name })
            else { continue }
            for context in resolution.contexts(of: consumer) {
                var queue = context.parents
                var seen = Set(queue)
                while let next = queue.popLast() {
                    let ancestor = next.component
                    if owners.contains(ancestor) { continue }
                    if graph[ancestor].providers.contains(where: { $0.name == newName }) {
                        let today = context.bindings[index].provider.map { "instead of \(graph[$0.component].name)'s" } ?? "where today it has none"
                        throw RenameRefusal(
                            "\(graph[ancestor].name) already provides `\(newName)` above \(graph[consumer].name): it would then get "
                                + "\(graph[ancestor].name)'s \(today)")
                    }
                    for parent in resolution[next].parents where seen.insert(parent).inserted { queue.append(parent) }
                }
            }
        }
        // Below each provider: a component requiring `newName` before a nearer provider of it.
        for owner in owners.sorted() {
            var queue = resolution.contexts(of: owner).flatMap(\.children)
            var seen = Set(queue)
            while let next = queue.popLast() {
                let descendant = next.component
                if let index = graph.dependencyProtocol(of: graph[descendant])?.requirements.firstIndex(where: { $0.name == newName }) {
                    let today = resolution[next].bindings[index].provider.map { "instead of \(graph[$0.component].name)'s" }
                        ?? "where today it has none"
                    throw RenameRefusal(
                        "\(graph[descendant].name), below \(graph[owner].name), already requires `\(newName)`: it would then get "
                            + "\(graph[owner].name)'s \(today)")
                }
                if graph[descendant].providers.contains(where: { $0.name == newName }) { continue }
                for child in resolution[next].children where seen.insert(child).inserted { queue.append(child) }
            }
        }
    }
}
