import DIIndex
import DIResolver
import DIScanner

/// How generated code spells a component: its name, or `Module.Name` when several modules declare the name
/// (Swift allows it; each module's component is its own). Protocols are spelled by their key, which is already
/// `Module.Name` for a name several modules declare.
struct GeneratedNames: Sendable {
    /// Each component's name and spelling, by `ComponentID.rawValue`: planning asks for them per state, child,
    /// member and example path, and reading a component out of the graph copies it.
    private let names: [String]
    private let spellings: [String]

    init(graph: ComponentGraph) {
        let names = graph.components.indices.map { graph.components[$0].name }
        self.names = names
        spellings = graph.sameNameComponents.isEmpty ? names : graph.components.indices.map { index in
            guard graph.sameNameComponents[names[index]] != nil, let module = graph.components[index].module else { return names[index] }
            return module + "." + names[index]
        }
    }

    func component(_ id: ComponentID) -> String { spellings[id.rawValue] }

    /// The name the component is declared with, without its module.
    func name(of id: ComponentID) -> String { names[id.rawValue] }

    /// A qualified name made one identifier, for generated declarations named after it (`Feed.Home` -> `Feed_Home`).
    static func identifier(_ qualified: String) -> String {
        guard qualified.utf8.contains(UInt8(ascii: ".")) else { return qualified }
        return String(qualified.map { $0 == "." ? "_" : $0 })
    }
}

/// The modules the generated file must import, and no others: those declaring the components and protocols it
/// names, those declaring the workspace types its requirement types name (the file's own module when it is one
/// of them, else those it imports), and the other modules (not the workspace's: UIKit, RxSwift) the files those
/// requirement types are written in import. Each chunk of planning gathers its own; `sortedImports` merges them.
struct GeneratedImports {
    private let graph: ComponentGraph
    private let declaring: DeclaringModules
    private(set) var modules = Set<String>()
    /// The module and imports of the file the last requirement type was written in: a protocol's requirements
    /// come one after another, and a file read again only inserts the same modules again.
    private var lastFile: (file: FileID, module: String?, imports: [String])?
    /// The identifiers of each requirement type met (the same types recur across components).
    private var namesByType: [String: [String]] = [:]

    init(graph: ComponentGraph, declaring: DeclaringModules) {
        self.graph = graph
        self.declaring = declaring
    }

    mutating func use(component id: ComponentID) {
        if let module = graph[id].module { modules.insert(module) }
    }

    mutating func use(protocolDeclaredIn file: FileID) {
        if let module = graph.snapshot.module(of: file) { modules.insert(module) }
    }

    /// A requirement's type as written in `file`.
    mutating func use(type: String, writtenIn file: FileID) {
        let (own, imports) = fileImports(file)
        let names: [String]
        if let known = namesByType[type] {
            names = known
        } else {
            names = identifiers(in: type)
            if namesByType.count < 4096 { namesByType[type] = names }
        }
        for name in names {
            guard let declaringModules = declaring.byName[name] else { continue }
            if let own, declaringModules.contains(own) {
                modules.insert(own)
                continue
            }
            // The declaring modules the file imports, else all of them (no set built: this runs per requirement).
            var importsOne = false
            for declaring in declaringModules where imports.contains(declaring) {
                modules.insert(declaring)
                importsOne = true
            }
            if !importsOne { modules.formUnion(declaringModules) }
        }
    }

    private mutating func fileImports(_ file: FileID) -> (module: String?, imports: [String]) {
        if let lastFile, lastFile.file == file { return (lastFile.module, lastFile.imports) }
        let found = (file: file, module: graph.snapshot.module(of: file), imports: graph.snapshot.imports(of: file))
        lastFile = found
        for module in found.imports where !declaring.workspaceModules.contains(module) { modules.insert(module) }
        return (found.module, found.imports)
    }

    /// Every chunk's modules, sorted, without `module` (the generated file's own) and the DI libraries.
    static func sortedImports(_ chunks: [Set<String>], excluding module: String?) -> [String] {
        let all = chunks.reduce(into: Set<String>()) { $0.formUnion($1) }
        return all.subtracting(["DIRuntime", "NeedleFoundation", "Swift"] + (module.map { [$0] } ?? [])).sorted()
    }
}

/// The workspace's modules, and the modules declaring each type name that a requirement type names: one pass
/// over every declaration, independent of the plan, so it runs while the plan is made.
struct DeclaringModules: Sendable {
    private(set) var workspaceModules = Set<String>()
    private(set) var byName: [String: Set<String>] = [:]

    init(graph: ComponentGraph) {
        var needed = Set<String>()
        for dependency in graph.protocols.values {
            for requirement in dependency.requirements { needed.formUnion(identifiers(in: requirement.type.written)) }
        }
        // Declarations by index: iterating the array would copy each one out.
        graph.snapshot.forEachFile { file in
            guard !file.summary.isGenerated, let fileModule = file.module else { return }
            workspaceModules.insert(fileModule)
            let declarations = file.summary.declarations
            for index in declarations.indices where declarations[index].kind != .extension {
                let name = ComponentGraph.lastPathComponent(of: declarations[index].name)
                if needed.contains(name) { byName[name, default: []].insert(fileModule) }
            }
        }
    }
}

/// The identifiers in a written type (`[String: Feed.Store]` -> `String`, `Feed`, `Store`). Read as UTF-8: an
/// identifier is ASCII letters, digits and `_`, and any non-ASCII character (Swift allows many as letters).
private func identifiers(in type: String) -> [String] {
    var names: [String] = []
    var utf8 = type.utf8[...]
    while let start = utf8.firstIndex(where: isIdentifierByte) {
        let end = utf8[start...].firstIndex { !isIdentifierByte($0) } ?? utf8.endIndex
        names.append(String(type[start..<end]))
        utf8 = utf8[end...]
    }
    return names
}

private func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), 0x80...:
        true
    default:
        false
    }
}
