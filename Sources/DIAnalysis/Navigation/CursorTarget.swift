import DIIndex
import DIResolver
import DIScanner

/// The DI meaning of the identifier under a cursor.
public enum CursorTarget: Hashable, Sendable {
    /// `var name: Type { get }` in a dependency protocol.
    case requirement(protocolName: String, name: String, location: SourceLocation)
    /// `dependency.name` inside a component's body or extension.
    case dependencyReference(component: ComponentID, name: String, location: SourceLocation)
    /// A provider's name in a component's body or extension.
    case provider(Provider)
    /// The callee of `Child(parent: self)`.
    case childCreation(ChildEdge)
    /// A component class's name.
    case component(ComponentID)
}

extension Analysis {
    /// What the identifier at `offset` in `file` is, read from that file's summary alone (cheap: no
    /// whole-graph index is built for a single query).
    public func target(in file: FileID, at offset: Int) -> CursorTarget? {
        guard let indexed = snapshot.file(file) else { return nil }
        for declaration in indexed.summary.declarations {
            guard declaration.range.touches(offset) else { continue }
            if declaration.kind == .protocol, graph.isDependencyProtocol(declaration.name),
                let property = declaration.properties.first(where: { $0.nameRange.touches(offset) })
            {
                return .requirement(
                    protocolName: declaration.name, name: property.name, location: SourceLocation(file: file, range: property.nameRange))
            }
            guard declaration.kind == .class || declaration.kind == .extension,
                let component = graph.component(named: declaration.name, writtenIn: file)
            else { continue }
            if let hit = componentMember(of: component, in: declaration, file: file, at: offset) { return hit }
        }
        return nil
    }

    private func componentMember(of component: Component, in declaration: TypeDeclaration, file: FileID, at offset: Int) -> CursorTarget? {
        if declaration.kind == .class, declaration.nameRange.touches(offset) { return .component(component.id) }
        if let reference = declaration.dependencyReferences.first(where: { $0.nameRange.touches(offset) }) {
            return .dependencyReference(
                component: component.id, name: reference.name, location: SourceLocation(file: file, range: reference.nameRange))
        }
        if let edge = component.children.first(where: { $0.location.file == file && $0.location.range.touches(offset) }) {
            return .childCreation(edge)
        }
        if let provider = component.providers.first(where: { $0.location.file == file && $0.location.range.touches(offset) }) {
            return .provider(provider)
        }
        return nil
    }
}
