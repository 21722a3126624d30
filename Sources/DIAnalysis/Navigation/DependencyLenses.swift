import DIIndex
import DIResolver
import DIScanner

/// A fact shown above a declaration, with the places its command lists: above a component, how many components
/// read from it (their requirements) and how many paths reach it (where it is created); above a provider, how many
/// components it is provided to (their requirements).
public struct DependencyLens: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case consumers, paths, readers }

    public let kind: Kind
    /// The declaration's name.
    public let location: SourceLocation
    public let title: String
    /// What the lens's command shows, in order.
    public let references: [SourceLocation]
}

extension Analysis {
    /// The lenses of `file`, in source order. Like the hints, each is a lookup in the resolution's tables.
    public func codeLenses(in file: FileID) -> [DependencyLens] {
        guard let indexed = snapshot.file(file) else { return [] }
        var lenses: [DependencyLens] = []
        for declaration in indexed.summary.declarations {
            guard let component = component(extendedBy: declaration, in: file) else { continue }
            if declaration.kind == .class { lenses += componentLenses(component) }
            for property in declaration.properties where !property.isStatic && property.type != nil {
                let location = SourceLocation(file: file, range: property.nameRange)
                guard let provider = component.providers.first(where: { $0.location == location }), !graph.isChildAccessor(provider)
                else { continue }
                let requirements = readingRequirements(ofProviderAt: location, named: provider.name)
                lenses.append(DependencyLens(
                    kind: .readers, location: location,
                    title: "provided to " + Self.counted(requirements.count, "component", none: "no component"),
                    references: requirements.map(\.requirement.location)))
            }
        }
        return lenses
    }

    /// The lenses' facts as one line, for hover in clients without code lenses (Eglot, Helix):
    /// `3 consumers · 2 paths` for a component, `provided to 14 components` for a provider.
    func lensSummary(at location: SourceLocation) -> String? {
        let titles = codeLenses(in: location.file).filter { $0.location == location }.map(\.title)
        return titles.isEmpty ? nil : titles.joined(separator: " · ")
    }

    /// "N consumers" (the requirements its providers satisfy) and "N paths" (where it is created), or, for a
    /// component no root reaches, that alone.
    private func componentLenses(_ component: Component) -> [DependencyLens] {
        let paths = resolution.pathCount(of: component.id)
        guard component.isRoot || paths != .zero else {
            return [DependencyLens(
                kind: .paths, location: component.nameLocation, title: "not created from a root",
                references: creations(ofComponent: component.id).map(\.location))]
        }
        var requirements = Set<SourceLocation>()
        var consumers = Set<ComponentID>()
        for provider in component.providers {
            for (reader, requirement) in readingRequirements(ofProviderAt: provider.location, named: provider.name) {
                consumers.insert(reader)
                requirements.insert(requirement.location)
            }
        }
        let pathTitle = paths.isUnbounded ? "unboundedly many paths (a loop)" : Self.counted(paths.value, "path")
        return [
            DependencyLens(
                kind: .consumers, location: component.nameLocation,
                title: "\(consumers.count) consumer" + (consumers.count == 1 ? "" : "s"), references: requirements.sorted()),
            DependencyLens(
                kind: .paths, location: component.nameLocation, title: pathTitle,
                references: creations(ofComponent: component.id).map(\.location)),
        ]
    }
}
