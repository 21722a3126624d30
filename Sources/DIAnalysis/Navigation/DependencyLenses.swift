import DIIndex
import DIResolver
import DIScanner

/// A fact shown with a declaration: for a component, how many components read from it and how many paths reach
/// it; for a provider, how many components it is provided to. What the lens lists when run is asked for apart
/// (`lensReferences(at:kind:)`), so showing the lenses of a root read by 10,000 components costs counts only.
public struct DependencyLens: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A component's consumers: the requirements its providers satisfy.
        case consumers
        /// A component's paths: where it is created.
        case paths
        /// A provider's readers: the requirements it satisfies.
        case readers
    }

    public let kind: Kind
    /// The declaration's name.
    public let location: SourceLocation
    public let title: String
}

extension Analysis {
    /// The lenses of `file`, in source order. Counts from the resolution's tables: no path is walked.
    public func codeLenses(in file: FileID) -> [DependencyLens] {
        guard let indexed = snapshot.file(file) else { return [] }
        var lenses: [DependencyLens] = []
        for declaration in indexed.summary.declarations {
            guard let component = component(extendedBy: declaration, in: file) else { continue }
            if declaration.kind == .class { lenses += componentLenses(component) }
            let providers = providerIndices(component, in: file)
            for property in declaration.properties where !property.isStatic && property.type != nil {
                let location = SourceLocation(file: file, range: property.nameRange)
                guard let index = providers[location], !graph.isChildAccessor(component.providers[index], declaredBy: (property, declaration))
                else { continue }
                let count = resolution.readerCount(ofProviderAt: location)
                lenses.append(DependencyLens(
                    kind: .readers, location: location, title: "provided to " + Self.counted(count, "component", none: "no component")))
            }
        }
        return lenses
    }

    /// What the lens of `kind` at `location` lists: the requirements a component's providers or a provider satisfy
    /// (sorted), or where a component is created (in its parents' order).
    public func lensReferences(at location: SourceLocation, kind: DependencyLens.Kind) -> [SourceLocation] {
        switch kind {
        case .consumers, .paths:
            guard let id = enclosingComponent(in: location.file, at: location.range.start) else { return [] }
            let component = graph[id]
            if kind == .paths { return creations(ofComponent: component.id).map(\.location) }
            var requirements = Set<SourceLocation>()
            for provider in component.providers {
                for (_, requirement) in readingRequirements(ofProviderAt: provider.location, named: provider.name) { requirements.insert(requirement.location) }
            }
            return requirements.sorted()
        case .readers:
            guard case .provider(let provider) = target(in: location.file, at: location.range.start) else { return [] }
            return readingRequirements(ofProviderAt: provider.location, named: provider.name).map(\.requirement.location)
        }
    }

    /// The lenses' facts as one line, for hover in clients without code lenses (Eglot, Helix):
    /// `3 consumers · 2 paths` for a component, `provided to 14 components` for a provider.
    func lensSummary(of component: ComponentID) -> String {
        componentLenses(graph[component]).map(\.title).joined(separator: " · ")
    }

    /// Nil for a child accessor, which has no lens.
    func lensSummary(of provider: Provider) -> String? {
        guard !graph.isChildAccessor(provider) else { return nil }
        return "provided to " + Self.counted(resolution.readerCount(ofProviderAt: provider.location), "component", none: "no component")
    }

    /// "N consumers" and "N paths", or, for a component no root reaches, that alone.
    private func componentLenses(_ component: Component) -> [DependencyLens] {
        let paths = resolution.pathCount(of: component.id)
        guard component.isRoot || paths != .zero else {
            return [DependencyLens(kind: .paths, location: component.nameLocation, title: "not created from a root")]
        }
        var consumers = Set<ComponentID>()
        for provider in component.providers where resolution.readerCount(ofProviderAt: provider.location) > 0 {
            consumers.formUnion(resolution.readerSet(ofProviderAt: provider.location))
        }
        let pathTitle = paths.isUnbounded ? "unboundedly many paths (a loop)"
            : paths.isSaturated ? "\(paths) paths" : Self.counted(paths.value, "path")
        return [
            DependencyLens(kind: .consumers, location: component.nameLocation, title: "\(consumers.count) consumer" + (consumers.count == 1 ? "" : "s")),
            DependencyLens(kind: .paths, location: component.nameLocation, title: pathTitle),
        ]
    }
}
