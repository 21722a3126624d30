import DIIndex
import DIScanner

extension FileContribution {
    static func classDeclaration(
        _ declaration: TypeDeclaration, access: AccessLevel, in file: IndexedFile, foreignComponentsByDefault: Bool
    ) -> ClassDeclaration {
        let base = declaration.inheritedTypes.first
        let qualifiedBase = base.map { $0.text[..<($0.text.firstIndex(of: "<") ?? $0.text.endIndex)] }
        let baseName = qualifiedBase.map { ComponentGraph.lastPathComponent(of: String($0)) }
        let qualifier = qualifiedBase.flatMap { name in name.lastIndex(of: ".").map { String(name[..<$0]) } }
        var result = ClassDeclaration(
            name: declaration.name, genericParameters: declaration.genericParameters, baseName: baseName,
            baseArguments: declaration.baseGenericArguments, baseRange: base?.range, access: access,
            nameLocation: SourceLocation(file: file.id, range: declaration.nameRange),
            declaration: SourceLocation(file: file.id, range: declaration.range),
            body: SourceLocation(file: file.id, range: declaration.bodyRange), conditions: declaration.conditions)
        result.baseIsForeign = qualifier.map(foreignComponentFrameworks.contains) ?? foreignComponentsByDefault
        return result
    }

    /// Frameworks that declare a `Component` of their own (`RIBs.Component<D>` is not a DI component).
    static let foreignComponentFrameworks: Set<String> = ["RIBs"]

    /// The frameworks whose `Component` is a DI component.
    static let componentFrameworks: Set<String> = ["NeedleFoundation", "DIRuntime"]

    /// Whether a bare `Component` in a file with `imports` is another framework's: it imports one that declares
    /// its own and neither NeedleFoundation nor DIRuntime.
    static func importsOnlyForeignComponents(_ imports: [String]) -> Bool {
        imports.contains(where: foreignComponentFrameworks.contains) && !imports.contains(where: componentFrameworks.contains)
    }

    /// - Parameter memberAccess: the level of a member that writes none, and the most any member can have.
    static func memberBlock(
        of declaration: TypeDeclaration, in file: IndexedFile, classNameLocation: SourceLocation?,
        memberAccess: (default: AccessLevel, cap: AccessLevel)
    ) -> MemberBlock {
        let providers = declaration.properties.compactMap { property -> ProviderDraft? in
            guard !property.isStatic, let type = property.type else { return nil }
            return ProviderDraft(
                name: property.name, type: TypeSignature(type.text), typeLocation: SourceLocation(file: file.id, range: type.range),
                access: min(AccessLevel.explicit(in: property.modifiers) ?? memberAccess.default, memberAccess.cap),
                location: SourceLocation(file: file.id, range: property.nameRange), conditions: property.conditions,
                isForwarding: declaration.dependencyReferences.contains {
                    $0.name == property.name && property.range.contains($0.nameRange.start)
                })
        }
        let children = declaration.childCreations.compactMap { creation -> ChildDraft? in
            guard creation.parentIsSelf else { return nil }
            return creation.typeName.map {
                ChildDraft(
                    typeName: ComponentGraph.lastPathComponent(of: $0), location: SourceLocation(file: file.id, range: creation.calleeRange),
                    conditions: creation.conditions)
            }
        }
        return MemberBlock(
            target: ComponentGraph.lastPathComponent(of: declaration.name), classNameLocation: classNameLocation,
            providers: providers, children: children,
            dependencyReads: declaration.dependencyReferences.isEmpty ? [] : Array(Set(declaration.dependencyReferences.map(\.name))).sorted())
    }

    /// The creations among `creations` that cannot be child edges: those with another parent, and with
    /// `site` (self of a non-class or no type), every one.
    static func strayCreations(_ creations: [ChildCreation], site: MisplacedCreation.Site?, in file: IndexedFile) -> [StrayCreation] {
        creations.compactMap { creation in
            guard let typeName = creation.typeName, !creation.parentIsSelf || site != nil else { return nil }
            return StrayCreation(
                typeName: ComponentGraph.lastPathComponent(of: typeName), location: SourceLocation(file: file.id, range: creation.calleeRange),
                site: creation.parentIsSelf ? site! : .otherParent)
        }
    }

    /// A type's own access capped by every enclosing type's; `private` at file scope is fileprivate.
    static func effectiveAccess(of index: Int, in declarations: UnsafeBufferPointer<TypeDeclaration>) -> AccessLevel {
        var access = AccessLevel.open
        var current: Int? = index
        while let position = current {
            var own = declarations[position].accessLevel
            if own == .private, declarations[position].parent == nil { own = .fileprivate }
            access = min(access, own)
            current = declarations[position].parent
        }
        return access
    }

    static func protocolDeclaration(_ declaration: TypeDeclaration, in file: IndexedFile) -> ProtocolDeclaration {
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
