import DIIndex
import DIScanner

/// What one file contributes to the component graph, computed from its summary alone.
///
/// The graph caches one per file. An edit whose contribution keeps the same `Shape` (the same class and
/// protocol declarations, imports and type names) only moves members, so the graph is patched for the
/// components the file touches instead of being rebuilt (`UpdateGraph.swift`). Which classes are components
/// is decided with every file's classes at hand (`ComponentBaseClasses.swift`): a base may be in another file.
struct FileContribution: Sendable {
    /// Whether the file is app code, and if not, why the analysis skips it.
    enum Role: Hashable, Sendable {
        case app
        /// Written by di-gen (its header).
        case generatedByDIGen
        /// Needle's committed `NeedleGenerated.swift`: skipped, with a note.
        case generatedByNeedle
        /// The framework's own sources (NeedleFoundation's or a vendored DIRuntime's `Component`,
        /// `BootstrapComponent`, `Dependency`...), e.g. in a committed `Pods/`.
        case framework
    }

    /// A class: a component, a base class of components, or neither.
    struct ClassDeclaration: Hashable, Sendable {
        let name: String
        let genericParameters: [String]
        /// The first inherited type's name without module or generic arguments (`Component`, `ScreenComponent`).
        let baseName: String?
        /// The first inherited type's top-level generic arguments, with ranges in this file.
        let baseArguments: [TypeText]
        /// Where the first inherited type is written.
        let baseRange: ByteRange?
        /// The first inherited type is another framework's: qualified by one (`RIBs.Component`), or written bare in
        /// a file that imports one and neither NeedleFoundation nor DIRuntime (RIBs has its own `Component<D>`).
        var baseIsForeign = false
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
        /// The names read as `dependency.name` in it, sorted, each once.
        let dependencyReads: [String]
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

    /// A creation that cannot be a child edge: another parent than `self`, or `self` of a struct, enum, actor
    /// or protocol, or no type at all. Reported when it creates a component; a `parent: self` in a class or
    /// extension that turns out not to be a component is found by the graph from the member blocks.
    struct StrayCreation: Hashable, Sendable {
        let typeName: String
        let location: SourceLocation
        let site: MisplacedCreation.Site
    }

    struct ProtocolDeclaration: Hashable, Sendable {
        let name: String
        let nameLocation: SourceLocation
        /// Inherited protocol names, module qualifiers removed.
        let inherited: [String]
        /// Own `var` requirements with an explicit type, in order.
        let requirements: [Requirement]
    }

    /// `typealias Name = Target` at file scope (not generic): the type matcher treats them as equal.
    struct TypeAlias: Hashable, Sendable {
        let name: String
        let target: String
    }

    /// The parts whose change forces a full rebuild rather than a patch.
    struct Shape: Hashable {
        struct ClassShape: Hashable {
            let name: String
            let genericParameters: [String]
            let baseName: String?
            let baseArguments: [String]
        }

        let role: Role
        let classes: [ClassShape]
        let typeAliases: [TypeAlias]
        let protocols: [String]
        let inherited: [[String]]
        let imports: [String]
        let declaredTypeNames: [String]
        let module: String?
    }

    let file: FileID
    let module: String?
    let role: Role
    let imports: [String]
    let declaredTypeNames: [String]
    let isDamaged: Bool
    let classes: [ClassDeclaration]
    let memberBlocks: [MemberBlock]
    /// The indices in `memberBlocks` of each target's blocks, so finding one component's members in a file that
    /// declares 70,000 is a lookup, not a scan (a scan per component made an edit of such a file quadratic).
    /// Only for files with many blocks: a dictionary per file cost 250 bytes a file, and scanning a few is fast.
    private let memberBlockIndexByTarget: [String: [Int]]?

    /// The indices in `memberBlocks` of the blocks of `target`, in file order.
    func memberBlockIndices(of target: String) -> [Int] {
        if let memberBlockIndexByTarget { return memberBlockIndexByTarget[target] ?? [] }
        return memberBlocks.indices.filter { memberBlocks[$0].target == target }
    }
    let protocols: [ProtocolDeclaration]
    let strayCreations: [StrayCreation]
    let typeAliases: [TypeAlias]
    /// Names read as `dependency.name` in structs, enums, actors and protocols: code handed a component's
    /// dependency (a view model), which counts as reading every requirement of that name.
    let otherDependencyReads: [String]

    var shape: Shape {
        Shape(
            role: role,
            classes: classes.map {
                Shape.ClassShape(
                    name: $0.name, genericParameters: $0.genericParameters, baseName: $0.baseName,
                    baseArguments: $0.baseArguments.map(\.text))
            },
            typeAliases: typeAliases,
            protocols: protocols.map(\.name), inherited: protocols.map(\.inherited), imports: imports,
            declaredTypeNames: declaredTypeNames, module: module)
    }

    /// The contribution of `file`; generated files and the framework's own sources contribute nothing.
    init(_ file: IndexedFile) {
        self.file = file.id
        module = file.module
        let summary = file.summary
        role = Self.role(of: summary)
        guard role == .app else {
            (imports, declaredTypeNames, isDamaged, classes, memberBlocks, protocols, strayCreations, typeAliases) =
                ([], [], false, [], [], [], [], [])
            memberBlockIndexByTarget = nil
            otherDependencyReads = []
            return
        }
        imports = summary.imports
        declaredTypeNames = summary.declarations.filter { $0.kind != .extension }.map(\.name)
        isDamaged = file.isDamaged
        var classes: [ClassDeclaration] = []
        var memberBlocks: [MemberBlock] = []
        var protocols: [ProtocolDeclaration] = []
        var strayCreations = Self.strayCreations(summary.topLevelChildCreations, site: .outsideTypes, in: file)
        var otherDependencyReads: [String] = []
        let foreignComponentsByDefault = Self.importsOnlyForeignComponents(summary.imports)
        // Through a buffer pointer, reading each declaration in place: array subscripts and iteration copied
        // each one (retaining all it holds), a third of this initialiser's time.
        summary.declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices {
                switch declarations[index].kind {
                case .class, .extension: strayCreations += Self.strayCreations(declarations[index].childCreations, site: nil, in: file)
                default:
                    strayCreations += Self.strayCreations(
                        declarations[index].childCreations, site: .nonComponent(declarations[index].name), in: file)
                }
                let nameLocation = SourceLocation(file: file.id, range: declarations[index].nameRange)
                switch declarations[index].kind {
                case .class:
                    let access = Self.effectiveAccess(of: index, in: declarations)
                    // Without a base class, a class is neither a component nor a base of components.
                    if !declarations[index].inheritedTypes.isEmpty {
                        classes.append(Self.classDeclaration(
                            declarations[index], access: access, in: file, foreignComponentsByDefault: foreignComponentsByDefault))
                    }
                    memberBlocks.append(Self.memberBlock(
                        of: declarations[index], in: file, classNameLocation: nameLocation, memberAccess: (min(.internal, access), access)))
                case .extension:
                    // `public extension X { var p: T }`: members default to the extension's level and never exceed it.
                    let written = AccessLevel.explicit(in: declarations[index].modifiers).map { $0 == .private ? .fileprivate : $0 }
                    memberBlocks.append(Self.memberBlock(
                        of: declarations[index], in: file, classNameLocation: nil, memberAccess: (written ?? .internal, written ?? .open)))
                case .protocol:
                    protocols.append(Self.protocolDeclaration(declarations[index], in: file))
                    otherDependencyReads += declarations[index].dependencyReferences.map(\.name)
                case .struct, .enum, .actor:
                    otherDependencyReads += declarations[index].dependencyReferences.map(\.name)
                }
            }
        }
        // `x.dependency.name` read anywhere: some component's requirement of that name is read.
        otherDependencyReads += summary.foreignDependencyReads
        self.otherDependencyReads = Array(Set(otherDependencyReads)).sorted()
        self.classes = classes
        self.memberBlocks = memberBlocks.filter {
            !$0.providers.isEmpty || !$0.children.isEmpty || !$0.dependencyReads.isEmpty || $0.classNameLocation != nil
        }
        if self.memberBlocks.count > 16 {
            var indicesByTarget: [String: [Int]] = [:]
            for (index, block) in self.memberBlocks.enumerated() { indicesByTarget[block.target, default: []].append(index) }
            memberBlockIndexByTarget = indicesByTarget
        } else {
            memberBlockIndexByTarget = nil
        }
        self.protocols = protocols
        self.strayCreations = strayCreations
        typeAliases = summary.typeAliases.filter { $0.parent == nil && !$0.isGeneric }.map {
            TypeAlias(name: $0.name, target: TypeSignature($0.target.text).canonical)
        }
    }

    /// Generated by di-gen or Needle, the framework's own sources, or app code.
    static func role(of summary: FileSummary) -> Role {
        if summary.isGenerated { return .generatedByDIGen }
        let declaresFramework = summary.declarations.withUnsafeBufferPointer { declarations in
            declarations.indices.contains { declarations[$0].parent == nil && isFrameworkDeclaration(kind: declarations[$0].kind, name: declarations[$0].name) }
        }
        if declaresFramework { return .framework }
        return summary.isNeedleGenerated ? .generatedByNeedle : .app
    }

    /// Classes and protocols that only the framework itself declares (NeedleFoundation, DIRuntime). A switch,
    /// not a set: this runs for every type of every file, and hashing the names cost more than comparing them.
    static func isFrameworkDeclaration(kind: DeclarationKind, name: String) -> Bool {
        switch kind {
        case .class:
            switch name {
            case "Component", "BootstrapComponent", "PluginizedComponent", "NonCoreComponent", "__DependencyProviderRegistry",
                "__PluginExtensionProviderRegistry":
                return true
            default:
                return false
            }
        case .protocol:
            switch name {
            case "Dependency", "PluginExtension", "NonCoreScope", "PluginizedScope": return true
            default: return false
            }
        default:
            return false
        }
    }
}
