import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// Swinject's part of `di-gen graph`: a row per container or assembler made in code (its children: the
    /// containers made with it as parent, the assemblies it is given) and a row per type or file that registers
    /// (its requirements: what each factory resolves, and which registrations serve it).
    var swinjectGraphRows: [GraphRow] {
        guard swinject.isActive else { return [] }
        let containerRows = swinjectContainerRows
        var registrars: [String: [GraphRequirement]] = [:]
        var registrarErrors: Set<String> = []
        snapshot.forEachFile { file in
            guard let facts = file.summary.swinject else { return }
            let fileName = String(file.path.split(separator: "/").last ?? "")
            for (index, resolution) in facts.resolutions.enumerated() {
                guard let owner = resolution.registration, owner < facts.registrations.count else { continue }
                let registration = facts.registrations[owner]
                let registrar = registration.owner ?? fileName
                let site = SwinjectSite(file: file.id, index: index)
                var sources: [String] = []
                var isUnresolved = false
                switch swinject.verdict(site) {
                case .served(let registrations):
                    sources = Array(Set(registrations.compactMap { swinject.registration($0).map { $0.owner ?? "top level" } })).sorted()
                case .problem:
                    (sources, isUnresolved) = (["unregistered"], true)
                    registrarErrors.insert(registrar)
                case .unchecked, nil:
                    sources = ["unchecked"]
                }
                registrars[registrar, default: []].append(
                    GraphRequirement(
                        name: registration.service?.text ?? "?", type: swinject.resolvedType(site)?.text ?? "?", sources: sources,
                        isUnresolved: isUnresolved))
            }
            for registration in facts.registrations where registrars[registration.owner ?? fileName] == nil {
                registrars[registration.owner ?? fileName] = []
            }
        }
        let registrarRows = registrars.map { name, requirements in
            GraphRow(
                name: name, isRoot: false, isUnreachable: false, hasErrors: registrarErrors.contains(name), children: [],
                requirements: requirements)
        }
        return (containerRows + registrarRows).sorted { $0.name < $1.name }
    }

    /// A row per container the code makes (names that hold one container are one), its children the containers made
    /// with it as parent and the assemblies applied to it.
    private var swinjectContainerRows: [GraphRow] {
        let nodes = swinject.containerNodes
        var names = nodes.map { ($0.isAssembler ? "Assembler " : "Container ") + $0.name }
        let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
        for index in names.indices where counts[names[index]]! > 1 { names[index] += " (\(nodes[index].fileName))" }
        var seen: [String: Int] = [:]
        for index in names.indices {
            seen[names[index], default: 0] += 1
            if seen[names[index]]! > 1 { names[index] += " #\(seen[names[index]]!)" }
        }
        var children = [[String]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() {
            for parent in node.parents { children[parent].append(names[index]) }
        }
        return nodes.indices.map { index in
            GraphRow(
                name: names[index], isRoot: nodes[index].parents.isEmpty && !nodes[index].hasUnknownParent, isUnreachable: false,
                hasErrors: false, children: (children[index] + nodes[index].assemblies).sorted(), requirements: [])
        }
    }
}
