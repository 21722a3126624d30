import DIIndex
import DIResolver
import DIScanner

/// How generated code spells a component: its name, or `Module.Name` when several modules declare the name
/// (Swift allows it; each module's component is its own). Protocols are spelled by their key, which is already
/// `Module.Name` for a name several modules declare.
struct GeneratedNames {
    let graph: ComponentGraph

    func component(_ id: ComponentID) -> String {
        let component = graph[id]
        guard graph.sameNameComponents[component.name] != nil, let module = component.module else { return component.name }
        return module + "." + component.name
    }

    /// A qualified name made one identifier, for generated declarations named after it (`Feed.Home` -> `Feed_Home`).
    static func identifier(_ qualified: String) -> String {
        String(qualified.map { $0 == "." ? "_" : $0 })
    }
}

/// The modules the generated file must import, and no others: those declaring the components and protocols it
/// names, those declaring the workspace types its requirement types name, and the other modules (not the
/// workspace's: UIKit, RxSwift) the files those requirement types are written in import. The module the file is
/// compiled into, and the DI libraries (imported on their own), are left out. Requirement types are noted while
/// planning and resolved once at the end, so the workspace's declarations are read once, for the names needed.
struct GeneratedImports {
    private let graph: ComponentGraph
    private var modules = Set<String>()
    /// Each distinct requirement type and the files it is written in.
    private var types: [String: Set<FileID>] = [:]

    init(graph: ComponentGraph) {
        self.graph = graph
    }

    mutating func use(component id: ComponentID) {
        if let module = graph[id].module { modules.insert(module) }
    }

    mutating func use(protocolDeclaredIn file: FileID) {
        if let module = graph.snapshot.file(file)?.module { modules.insert(module) }
    }

    /// A requirement's type as written in `file`.
    mutating func use(type: String, writtenIn file: FileID) {
        types[type, default: []].insert(file)
    }

    /// Sorted, without `module` (the generated file's own) and the DI libraries: for each requirement type, the
    /// workspace modules declaring the types it names (the file's own module when it is one of them, else those
    /// it imports), and the file's imports of modules outside the workspace (which may declare the others).
    func imports(excluding module: String?) -> [String] {
        var modules = self.modules
        var namesByType: [String: [String]] = [:]
        var needed = Set<String>()
        for type in types.keys {
            let names = identifiers(in: type)
            namesByType[type] = names
            needed.formUnion(names)
        }
        var workspaceModules = Set<String>()
        var typeModules: [String: Set<String>] = [:]
        for file in graph.snapshot.files where !file.summary.isGenerated {
            guard let fileModule = file.module else { continue }
            workspaceModules.insert(fileModule)
            for declaration in file.summary.declarations where declaration.kind != .extension {
                let name = ComponentGraph.lastPathComponent(of: declaration.name)
                if needed.contains(name) { typeModules[name, default: []].insert(fileModule) }
            }
        }
        var filesSeen = Set<FileID>()
        for (type, files) in types {
            for file in files {
                guard let indexed = graph.snapshot.file(file) else { continue }
                let imports = Set(indexed.summary.imports)
                if filesSeen.insert(file).inserted { modules.formUnion(imports.subtracting(workspaceModules)) }
                for name in namesByType[type] ?? [] {
                    guard let declaring = typeModules[name] else { continue }
                    if let own = indexed.module, declaring.contains(own) {
                        modules.insert(own)
                        continue
                    }
                    let imported = declaring.intersection(imports)
                    modules.formUnion(imported.isEmpty ? declaring : imported)
                }
            }
        }
        return modules.subtracting(["DIRuntime", "NeedleFoundation", "Swift"] + (module.map { [$0] } ?? [])).sorted()
    }
}

/// The identifiers in a written type (`[String: Feed.Store]` -> `String`, `Feed`, `Store`).
private func identifiers(in type: String) -> [String] {
    type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
}
