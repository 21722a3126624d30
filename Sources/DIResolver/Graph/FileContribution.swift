import DIIndex
import DIScanner

/// What one file contributes to the component graph, computed from its summary alone.
///
/// The graph caches one per file. An edit whose contribution keeps the same `Shape` (the same component
/// and protocol declarations, imports and type names) only moves members, so the graph is patched
/// for the components the file touches instead of being rebuilt (`UpdateGraph.swift`).
struct FileContribution: Sendable {
    struct ComponentDeclaration: Sendable {
        let name: String
        let kind: Component.Kind
        /// The class's access capped by its enclosing types': its members are never more visible.
        let access: AccessLevel
        let nameLocation: SourceLocation
        let declaration: SourceLocation
        let body: SourceLocation
        let conditions: [Condition]
    }

    /// The members of one class body or extension, for the component named `target`.
    struct MemberBlock: Sendable {
        let target: String
        /// The class's name location when this is a class body (only the defining class's body counts).
        let classNameLocation: SourceLocation?
        let providers: [ProviderDraft]
        let children: [ChildDraft]
    }

    /// A provider before it is attached to a component.
    struct ProviderDraft: Hashable, Sendable {
        let name: String
        let type: TypeSignature
        let typeLocation: SourceLocation
        let access: AccessLevel
        let location: SourceLocation
        let conditions: [Condition]
        let isForwarding: Bool
    }

    struct ChildDraft: Hashable, Sendable {
        let typeName: String
        let location: SourceLocation
        let conditions: [Condition]
    }

    struct ProtocolDeclaration: Hashable, Sendable {
        let name: String
        let nameLocation: SourceLocation
        /// Inherited protocol names, module qualifiers removed.
        let inherited: [String]
        /// Own `var` requirements with an explicit type, in order.
        let requirements: [Requirement]
    }

    /// The parts whose change forces a full rebuild rather than a patch.
    struct Shape: Hashable {
        let components: [String]
        let dependencyTypes: [String?]
        let protocols: [String]
        let inherited: [[String]]
        let imports: [String]
        let declaredTypeNames: [String]
        let module: String?
    }

    let file: FileID
    let module: String?
    let imports: [String]
    let declaredTypeNames: [String]
    let isDamaged: Bool
    let components: [ComponentDeclaration]
    let memberBlocks: [MemberBlock]
    let protocols: [ProtocolDeclaration]

    var shape: Shape {
        Shape(
            components: components.map(\.name),
            dependencyTypes: components.map { component in
                if case .component(let type) = component.kind { return type?.text ?? "" }
                return nil
            },
            protocols: protocols.map(\.name), inherited: protocols.map(\.inherited), imports: imports,
            declaredTypeNames: declaredTypeNames, module: module)
    }

    /// The contribution of `file`; generated files contribute nothing.
    init(_ file: IndexedFile, configuration: GraphConfiguration) {
        self.file = file.id
        module = file.module
        let summary = file.summary
        guard !summary.isGenerated else {
            (imports, declaredTypeNames, isDamaged, components, memberBlocks, protocols) = ([], [], false, [], [], [])
            return
        }
        imports = summary.imports
        declaredTypeNames = summary.declarations.filter { $0.kind != .extension }.map(\.name)
        isDamaged = file.isDamaged
        var components: [ComponentDeclaration] = []
        var memberBlocks: [MemberBlock] = []
        var protocols: [ProtocolDeclaration] = []
        for (index, declaration) in summary.declarations.enumerated() {
            let nameLocation = SourceLocation(file: file.id, range: declaration.nameRange)
            switch declaration.kind {
            case .class:
                if let kind = componentKind(of: declaration, configuration: configuration) {
                    components.append(ComponentDeclaration(
                        name: declaration.name, kind: kind, access: Self.effectiveAccess(of: index, in: summary.declarations),
                        nameLocation: nameLocation,
                        declaration: SourceLocation(file: file.id, range: declaration.range),
                        body: SourceLocation(file: file.id, range: declaration.bodyRange), conditions: declaration.conditions))
                }
                let access = Self.effectiveAccess(of: index, in: summary.declarations)
                memberBlocks.append(Self.memberBlock(
                    of: declaration, in: file, classNameLocation: nameLocation, memberAccess: (min(.internal, access), access)))
            case .extension:
                // `public extension X { var p: T }`: members default to the extension's level and never exceed it.
                let written = AccessLevel.explicit(in: declaration.modifiers).map { $0 == .private ? .fileprivate : $0 }
                memberBlocks.append(Self.memberBlock(
                    of: declaration, in: file, classNameLocation: nil, memberAccess: (written ?? .internal, written ?? .open)))
            case .protocol:
                protocols.append(Self.protocolDeclaration(declaration, in: file))
            case .struct, .enum, .actor:
                continue
            }
        }
        self.components = components
        self.memberBlocks = memberBlocks.filter { !$0.providers.isEmpty || !$0.children.isEmpty || $0.classNameLocation != nil }
        self.protocols = protocols
    }

    /// - Parameter memberAccess: the level of a member that writes none, and the most any member can have.
    private static func memberBlock(
        of declaration: TypeDeclaration, in file: IndexedFile, classNameLocation: SourceLocation?,
        memberAccess: (default: AccessLevel, cap: AccessLevel)
    ) -> MemberBlock {
        let providers = declaration.properties.compactMap { property -> ProviderDraft? in
            guard !property.isStatic, let type = property.type else { return nil }
            return ProviderDraft(
                name: property.name, type: TypeSignature(type.text), typeLocation: SourceLocation(file: file.id, range: type.range),
                access: min(AccessLevel.explicit(in: property.modifiers) ?? memberAccess.default, memberAccess.cap), location: SourceLocation(file: file.id, range: property.nameRange),
                conditions: property.conditions,
                isForwarding: declaration.dependencyReferences.contains {
                    $0.name == property.name && property.range.contains($0.nameRange.start)
                })
        }
        let children = declaration.childCreations.compactMap { creation -> ChildDraft? in
            creation.typeName.map {
                ChildDraft(
                    typeName: ComponentGraph.lastPathComponent(of: $0), location: SourceLocation(file: file.id, range: creation.calleeRange),
                    conditions: creation.conditions)
            }
        }
        return MemberBlock(
            target: ComponentGraph.lastPathComponent(of: declaration.name), classNameLocation: classNameLocation,
            providers: providers, children: children)
    }

    /// A type's own access capped by every enclosing type's; `private` at file scope is fileprivate.
    static func effectiveAccess(of index: Int, in declarations: [TypeDeclaration]) -> AccessLevel {
        var access = AccessLevel.open
        var current: Int? = index
        while let position = current {
            let declaration = declarations[position]
            var own = declaration.accessLevel
            if own == .private, declaration.parent == nil { own = .fileprivate }
            access = min(access, own)
            current = declaration.parent
        }
        return access
    }

    private static func protocolDeclaration(_ declaration: TypeDeclaration, in file: IndexedFile) -> ProtocolDeclaration {
        let requirements = declaration.properties.compactMap { property -> Requirement? in
            guard !property.isStatic, let type = property.type else { return nil }
            return Requirement(
                name: property.name, type: TypeSignature(type.text), typeLocation: SourceLocation(file: file.id, range: type.range),
                declaringProtocol: declaration.name, location: SourceLocation(file: file.id, range: property.nameRange),
                conditions: property.conditions)
        }
        return ProtocolDeclaration(
            name: declaration.name, nameLocation: SourceLocation(file: file.id, range: declaration.nameRange),
            inherited: declaration.inheritedTypes.map { ComponentGraph.lastPathComponent(of: $0.text) }, requirements: requirements)
    }
}

/// `Component<X>`, `Module.Component<X>`, `BootstrapComponent`, or a configured base class.
private func componentKind(of declaration: TypeDeclaration, configuration: GraphConfiguration) -> Component.Kind? {
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
