import DIIndex
import DIResolver
import DIScanner

/// An outline entry: components with their providers and children, protocols with their requirements.
public struct OutlineSymbol: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case component, dependencyProtocol, provider, requirement, child }

    public let name: String
    public let detail: String?
    public let kind: Kind
    /// The whole declaration, and its name.
    public let range: SourceLocation
    public let selection: SourceLocation
    public let children: [OutlineSymbol]
}

extension Analysis {
    /// The DI outline of one file.
    public func documentSymbols(in file: FileID) -> [OutlineSymbol] {
        guard let indexed = snapshot.file(file) else { return [] }
        var symbols: [OutlineSymbol] = []
        for declaration in indexed.summary.declarations {
            let whole = SourceLocation(file: file, range: declaration.range)
            let name = SourceLocation(file: file, range: declaration.nameRange)
            if declaration.kind == .protocol, graph.isDependencyProtocol(declaration.name) {
                let requirements = declaration.properties.map { property in
                    OutlineSymbol(
                        name: property.name, detail: property.type?.text, kind: .requirement,
                        range: SourceLocation(file: file, range: property.range),
                        selection: SourceLocation(file: file, range: property.nameRange), children: [])
                }
                symbols.append(OutlineSymbol(
                    name: declaration.name, detail: "dependency", kind: .dependencyProtocol, range: whole, selection: name,
                    children: requirements))
            } else if declaration.kind == .class || declaration.kind == .extension, let component = graph.component(named: declaration.name, writtenIn: file),
                declaration.kind == .extension || component.nameLocation == name
            {
                let providers = component.providers.filter { $0.location.file == file && declaration.range.contains($0.location.range.start) }
                    .map { OutlineSymbol(name: $0.name, detail: $0.type.written, kind: .provider, range: $0.location, selection: $0.location, children: []) }
                let children = component.children.filter { $0.location.file == file && declaration.range.contains($0.location.range.start) }
                    .map { OutlineSymbol(name: graph[$0.child].name, detail: "child", kind: .child, range: $0.location, selection: $0.location, children: []) }
                symbols.append(OutlineSymbol(
                    name: declaration.kind == .extension ? "extension \(component.name)" : component.name,
                    detail: component.dependencyTypeName ?? (component.isRoot ? "root" : nil), kind: .component,
                    range: whole, selection: name, children: providers + children))
            }
        }
        return symbols
    }

    /// Components and dependency protocols whose names contain the query's letters in order
    /// (case-insensitive), as editors' "go to symbol in workspace" expects. At most `limit` results.
    public func workspaceSymbols(matching query: String, limit: Int = 256) -> [OutlineSymbol] {
        let needle = Array(query.lowercased())
        func matches(_ name: String) -> Bool {
            var index = 0
            for character in name.lowercased() where index < needle.count && character == needle[index] { index += 1 }
            return index == needle.count
        }
        var result: [OutlineSymbol] = []
        for component in graph.components where matches(component.name) {
            result.append(OutlineSymbol(
                name: component.name, detail: component.dependencyTypeName, kind: .component, range: component.nameLocation,
                selection: component.nameLocation, children: []))
        }
        for dependency in graph.protocols.values.sorted(by: { $0.name < $1.name }) where matches(dependency.name) {
            result.append(OutlineSymbol(
                name: dependency.name, detail: "dependency", kind: .dependencyProtocol, range: dependency.nameLocation,
                selection: dependency.nameLocation, children: []))
        }
        return Array(result.prefix(limit))
    }
}
