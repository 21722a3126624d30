import DIIndex
import DIScanner

/// Everything Swinject's analysis reads of one file, as one value: an edit that leaves it equal cannot change the
/// analysis, and each part decides what an update may keep (the container tree, the keys typed by other files'
/// `init`s). A construct that reads a new field of a summary adds it here, and the seeded random-edit test
/// (`SwinjectIncrementalTests`) compares updated analyses with fresh ones.
public struct SwinjectFileInputs: Equatable {
    /// What the token pass read, and what decides whether it counts: imports, module, generated, damaged.
    let facts: SwinjectFacts?
    let imports: [String]
    let module: String?
    let isGenerated: Bool
    let isDamaged: Bool
    /// What the container tree reads (`SwinjectContainerTree`).
    let tree: Tree
    /// What a tree that follows `init` calls also reads (`SwinjectContainerTree.followsInitializerCalls`): the calls,
    /// and the member names that tell a call the pass did not read.
    var initializerCalls: Calls {
        Calls(named: facts?.initializerCalls ?? [], opaque: facts?.opaqueInitializerCalls ?? [], memberNames: memberNames)
    }

    struct Calls: Equatable {
        let named: [SwinjectInitializerCall]
        let opaque: [UInt32]
        let memberNames: [[UInt32]]
    }
    /// What the type table reads (`SwinjectTypeTable`): the types and `init`s other files' resolves are typed by.
    let types: [TypeShape]
    /// `associatedtype` requirements (a resolve of one is never an error), the member names that tell a wrapper's
    /// call in a file the pass did not read, and the aliases the type matcher expands.
    let otherRequirements: [[String]]
    let memberNames: [[UInt32]]
    let typeAliases: [TypeAliasDeclaration]

    struct Tree: Equatable {
        /// Whether the file's facts count at all (not generated, no other container library imported).
        let counts: Bool
        let containers: [SwinjectContainer]
        let helperCalls: [SwinjectHelperCall]
        let module: String?
        /// Each declaration's name and its properties' names, `let`s and `static`s: which hold one container for good.
        let properties: [[String]]
    }

    struct TypeShape: Equatable {
        let name: String
        let kind: DeclarationKind
        let inherited: [String]
        let generics: [String]
        let initializers: [InitializerSignature]
    }

    public init(_ file: IndexedFile?) {
        let summary = file?.summary
        let declarations = summary?.declarations ?? []
        facts = summary?.swinject
        imports = summary?.imports ?? []
        module = file?.module
        isGenerated = summary?.isGenerated ?? false
        isDamaged = summary?.notes.contains { $0.message.hasPrefix("unterminated") } ?? false
        tree = Tree(
            counts: !isGenerated && !imports.contains(where: otherContainerModules.contains), containers: facts?.containers ?? [],
            helperCalls: facts?.helperCalls ?? [], module: file?.module,
            properties: declarations.map { declaration in
                [declaration.name] + declaration.properties.map { "\($0.name) \($0.isLet) \($0.isStatic) \($0.type?.text ?? "")" }
            })
        types = declarations.map {
            TypeShape(
                name: $0.name, kind: $0.kind, inherited: $0.inheritedTypes.map(\.text), generics: $0.genericParameters,
                initializers: $0.initializers)
        }
        otherRequirements = declarations.map(\.otherRequirements)
        memberNames = declarations.map(\.memberNames) + [summary?.topLevelMemberNames ?? []]
        typeAliases = summary?.typeAliases ?? []
    }
}
