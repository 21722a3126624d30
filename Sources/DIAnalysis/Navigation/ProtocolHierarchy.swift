import DIIndex
import DIResolver
import DIScanner

/// Dependency-protocol inheritance as a type hierarchy: supertypes are the dependency protocols a protocol lists,
/// subtypes those listing it (`Dependency` itself and other protocols are not part of the workspace's graph).
extension Analysis {
    /// The dependency protocol declared around `offset`, or the one the component declared around it requires.
    public func dependencyProtocolItem(in file: FileID, at offset: Int) -> HierarchyItem? {
        guard let declarations = snapshot.file(file)?.summary.declarations else { return nil }
        for declaration in declarations.reversed() where declaration.range.touches(offset) {
            if declaration.kind == .protocol, graph.isDependencyProtocol(declaration.name) {
                return dependencyProtocolItem(named: declaration.name)
            }
            if let component = component(extendedBy: declaration, in: file) {
                // `Module.FeedDependency` names the protocol `FeedDependency`.
                return component.dependencyTypeName.flatMap { $0.split(separator: ".").last }.flatMap { dependencyProtocolItem(named: String($0)) }
            }
        }
        return nil
    }

    /// The item of the dependency protocol named `name`, as a client sends it back.
    public func dependencyProtocolItem(named name: String) -> HierarchyItem? {
        guard let location = graph.dependencyProtocolLocation(named: name),
            let declaration = snapshot.file(location.file)?.summary.declarations.first(where: { $0.nameRange == location.range })
        else { return nil }
        let count = declaration.properties.count { !$0.isStatic && $0.type != nil }
        return HierarchyItem(
            name: name, detail: Self.counted(count, "requirement", none: "no requirements of its own"), kind: .dependencyProtocol,
            range: SourceLocation(file: location.file, range: declaration.range), selection: location)
    }

    public func supertypes(of item: HierarchyItem) -> [HierarchyItem] {
        guard item.kind == .dependencyProtocol else { return [] }
        return graph.inheritedDependencyProtocols(of: item.name).compactMap(dependencyProtocolItem(named:))
    }

    public func subtypes(of item: HierarchyItem) -> [HierarchyItem] {
        guard item.kind == .dependencyProtocol else { return [] }
        return graph.dependencyProtocols(directlyInheriting: item.name).compactMap(dependencyProtocolItem(named:))
    }
}
