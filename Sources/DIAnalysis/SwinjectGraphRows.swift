import DIIndex
import DIResolver
import DIScanner

extension Analysis {
    /// Swinject's part of `di-gen graph`: a row per container or assembler made in code (its children: the
    /// containers made with it as parent, the assemblies it is given) and a row per type or file that registers
    /// (its requirements: what each factory resolves, and which registrations serve it).
    var swinjectGraphRows: [GraphRow] {
        guard swinject.isActive else { return [] }
        var containerRows: [GraphRow] = []
        var registrars: [String: [GraphRequirement]] = [:]
        var registrarErrors: Set<String> = []
        snapshot.forEachFile { file in
            guard let facts = file.summary.swinject else { return }
            let fileName = String(file.path.split(separator: "/").last ?? "")
            for container in facts.containers where container.variable != nil || !container.assemblies.isEmpty {
                let name = containerName(container, fileName: fileName)
                let children = facts.containers.filter { child in
                    guard let parent = child.parent, let variable = container.variable else { return false }
                    return parent.split(separator: ".").last.map(String.init) == variable
                }.map { containerName($0, fileName: fileName) }
                containerRows.append(
                    GraphRow(
                        name: name, isRoot: container.parent == nil, isUnreachable: false, hasErrors: false,
                        children: (children + container.assemblies).sorted(), requirements: []))
            }
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
                        name: registration.service?.text ?? "?", type: resolution.service?.text ?? "?", sources: sources,
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

    private func containerName(_ container: SwinjectContainer, fileName: String) -> String {
        (container.isAssembler ? "Assembler " : "Container ") + (container.variable ?? fileName)
    }
}
