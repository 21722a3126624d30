import DIIndex
import DIResolver
import DIScanner

/// Lookups the features beside declarations share (inlay hints, code lenses, hierarchies): the requirements a
/// provider satisfies, where a component is created, a file's providers, the component a declaration adds to. Each
/// is answered from the resolution's and the graph's tables, never by walking paths.
extension Analysis {
    /// The requirements that resolve to the provider declared at `location`: for each reader, its requirement of
    /// that name, in component order.
    public func readingRequirements(ofProviderAt location: SourceLocation, named name: String) -> [(component: ComponentID, requirement: Requirement)] {
        resolution.readers(ofProviderAt: location).compactMap { reader in
            graph.dependencyProtocol(of: graph[reader])?.requirements.first { $0.name == name }.map { (reader, $0) }
        }
    }

    /// The child edges that create `component`, from every parent, in the parents' order.
    public func creations(ofComponent component: ComponentID) -> [ChildEdge] {
        resolution.parents(of: component).flatMap { parent in graph[parent].children.filter { $0.child == component } }
    }

    /// The indices in `component.providers` of those declared in `file`, by their names' locations.
    func providerIndices(_ component: Component, in file: FileID) -> [SourceLocation: Int] {
        var result: [SourceLocation: Int] = [:]
        for (index, provider) in component.providers.enumerated() where provider.location.file == file { result[provider.location] = index }
        return result
    }

    /// The component a class body or extension adds to, when it is one: the class that declares the component
    /// (not a duplicate of its name), or any extension of it.
    func component(extendedBy declaration: TypeDeclaration, in file: FileID) -> Component? {
        guard declaration.kind == .class || declaration.kind == .extension, let component = graph.component(named: declaration.name, writtenIn: file)
        else { return nil }
        if declaration.kind == .class, component.nameLocation != SourceLocation(file: file, range: declaration.nameRange) { return nil }
        return component
    }
}
