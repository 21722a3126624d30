import DIIndex
import DIScanner

/// Builds the component graph of `snapshot`: components (classes, their extensions in any file),
/// dependency protocols with inherited requirements, and child edges.
public func buildGraph(_ snapshot: Snapshot, configuration: GraphConfiguration = .needle) -> ComponentGraph {
    var builder = GraphBuilder(snapshot: snapshot, configuration: configuration)
    return builder.build()
}

private struct GraphBuilder {
    let snapshot: Snapshot
    let configuration: GraphConfiguration
    var graph: ComponentGraph

    init(snapshot: Snapshot, configuration: GraphConfiguration) {
        self.snapshot = snapshot
        self.configuration = configuration
        graph = ComponentGraph(
            snapshot: snapshot, components: [], componentIDsByName: [:], protocols: [:], duplicateComponents: [],
            unknownDependencyTypes: [], typeMatcher: TypeMatcher(moduleNames: [], ambiguousTypeNames: []), damagedFiles: [])
    }

    mutating func build() -> ComponentGraph {
        let files = snapshot.files.filter { !$0.summary.isGenerated }
        graph.damagedFiles = Set(files.filter(\.isDamaged).map(\.id))
        graph.typeMatcher = Self.typeMatcher(for: files)
        declareComponents(in: files)
        graph.protocols = DependencyProtocolTable(files: files).dependencyProtocols()
        attachMembers(from: files)
        findUnknownDependencyTypes()
        return graph
    }

    /// Pass 1: every component class, so that extensions and child edges can refer to it by name.
    private mutating func declareComponents(in files: [IndexedFile]) {
        for file in files {
            for declaration in file.summary.declarations where declaration.kind == .class {
                guard let kind = componentKind(of: declaration) else { continue }
                if let original = graph.componentIDsByName[declaration.name] {
                    graph.duplicateComponents.append((SourceLocation(file: file.id, range: declaration.nameRange), original))
                    continue
                }
                let id = ComponentID(graph.components.count)
                graph.components.append(Component(
                    id: id, name: declaration.name, kind: kind, module: file.module,
                    declaration: SourceLocation(file: file.id, range: declaration.range),
                    nameLocation: SourceLocation(file: file.id, range: declaration.nameRange),
                    body: SourceLocation(file: file.id, range: declaration.bodyRange),
                    conditions: declaration.conditions, parts: [file.id], providers: [], children: []))
                graph.componentIDsByName[declaration.name] = id
            }
        }
    }

    /// Pass 2: providers and children from each component's class body and extensions.
    private mutating func attachMembers(from files: [IndexedFile]) {
        for file in files {
            for declaration in file.summary.declarations where declaration.kind == .class || declaration.kind == .extension {
                guard let id = graph.componentIDsByName[ComponentGraph.lastPathComponent(of: declaration.name)] else { continue }
                if declaration.kind == .class {
                    // Only the class that defined the component; a duplicate's body is not merged in.
                    guard graph[id].nameLocation == SourceLocation(file: file.id, range: declaration.nameRange) else { continue }
                } else if !graph[id].parts.contains(file.id) {
                    graph.components[id.rawValue].parts.append(file.id)
                }
                addMembers(of: declaration, in: file, to: id)
            }
        }
    }

    private mutating func addMembers(of declaration: TypeDeclaration, in file: IndexedFile, to id: ComponentID) {
        for property in declaration.properties where !property.isStatic {
            guard let type = property.type else { continue }
            graph.components[id.rawValue].providers.append(Provider(
                component: id, name: property.name, type: TypeSignature(type.text),
                typeLocation: SourceLocation(file: file.id, range: type.range), access: property.accessLevel,
                module: file.module, location: SourceLocation(file: file.id, range: property.nameRange),
                conditions: property.conditions,
                isForwarding: declaration.dependencyReferences.contains {
                    $0.name == property.name && property.range.contains($0.nameRange.start)
                }))
        }
        for creation in declaration.childCreations {
            guard let typeName = creation.typeName,
                let child = graph.componentIDsByName[ComponentGraph.lastPathComponent(of: typeName)]
            else { continue }
            graph.components[id.rawValue].children.append(ChildEdge(
                child: child, location: SourceLocation(file: file.id, range: creation.calleeRange), conditions: creation.conditions))
        }
    }

    private mutating func findUnknownDependencyTypes() {
        for component in graph.components {
            guard case .component(let type?) = component.kind else { continue }
            let name = ComponentGraph.lastPathComponent(of: type.text)
            if name == "EmptyDependency" || graph.protocols[name] != nil { continue }
            let declaredElsewhere = snapshot.files.contains { file in
                file.summary.declarations.contains { $0.kind == .protocol && $0.name == name }
            }
            graph.unknownDependencyTypes.append((component.id, type, declaredElsewhere))
        }
    }

    /// `Component<X>`, `Module.Component<X>`, `BootstrapComponent`, or a configured base class.
    private func componentKind(of declaration: TypeDeclaration) -> Component.Kind? {
        guard let first = declaration.inheritedTypes.first else { return nil }
        let text = first.text
        let genericStart = text.firstIndex(of: "<")
        let base = ComponentGraph.lastPathComponent(of: String(text[..<(genericStart ?? text.endIndex)]))
        if configuration.rootBaseClasses.contains(base), genericStart == nil { return .root }
        guard configuration.componentBaseClasses.contains(base) else { return nil }
        guard let start = genericStart, text.hasSuffix(">") else { return .component(dependencyType: nil) }
        let argument = String(text[text.index(after: start)..<text.index(before: text.endIndex)])
        let offset = text.utf8.distance(from: text.startIndex, to: start) + 1
        // The argument's range is approximate when the source had spaces; it points into the inherited type.
        let range = ByteRange(start: min(first.range.start + offset, first.range.end), end: first.range.end)
        return .component(dependencyType: TypeText(text: argument, range: range))
    }

    /// Modules are SwiftPM targets and imported modules; a type name declared twice is ambiguous.
    private static func typeMatcher(for files: [IndexedFile]) -> TypeMatcher {
        var modules = Set<String>(["Swift", "Foundation"])
        var seenTypeNames = Set<String>()
        var ambiguous = Set<String>()
        for file in files {
            if let module = file.module { modules.insert(module) }
            modules.formUnion(file.summary.imports)
            for declaration in file.summary.declarations where declaration.kind != .extension {
                if !seenTypeNames.insert(declaration.name).inserted { ambiguous.insert(declaration.name) }
            }
        }
        return TypeMatcher(moduleNames: modules, ambiguousTypeNames: ambiguous)
    }
}
