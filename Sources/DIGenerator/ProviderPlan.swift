import DIIndex
import DIResolver
import DIScanner

/// What the generated file will contain, decided before any text is written: one provider class per
/// distinct way a component's requirements resolve, and the paths that use it.
///
/// Paths that resolve the same way share a provider, so the file grows with components and
/// requirements, not with paths x requirements (Needle's #432 / #441).
struct ProviderPlan {
    struct ProviderClass {
        let name: String
        let component: String
        let dependencyProtocol: String
        /// (requirement name, written type, hops, ancestor type, provider property name).
        let members: [Member]
        /// Every path using this provider: the ancestor types, root first.
        var paths: [[String]]
        /// `#if` conditions all its providers need, when some are conditional.
        let conditions: [String]
        /// Whether the component provides its own dependency (`extension Component: Protocol`) instead of a
        /// provider class: when every path resolves alike and no requirement collides with a member's name.
        var isComponentItself = false
    }

    struct Member: Hashable {
        let name: String
        let type: String
        /// How the provider is reached: the root (`withRoot`), a fixed number of hops (`withAncestor`), or,
        /// on a path through a loop, the nearest ancestor of its type (`withNearest`), since a component
        /// created deeper in the loop than the registered paths go reuses the registration a loop higher.
        let reach: Reach
        let ancestorType: String
        let providerName: String
        /// The `#if` conditions the providing declaration sits in.
        let providerConditions: [String]
    }

    enum Reach: Hashable {
        case root
        case hops(Int)
        case nearest
    }

    var classes: [ProviderClass] = []
    /// Paths skipped because a requirement did not resolve (only when errors were withheld).
    var skippedPaths: [String] = []
    var imports: [String] = []
    var componentCount = 0
    var pathCount = 0
}

/// Plans the generated code for `resolution`. Deterministic: components, paths and members are sorted by
/// name, so the output does not depend on file order or on the order of the walk.
func planProviders(for resolution: Resolution) -> ProviderPlan {
    let graph = resolution.graph
    var plan = ProviderPlan()
    let components = graph.components.sorted { $0.name < $1.name }
    let memberNamesByType = memberNamesByTypeName(in: graph)
    for component in components {
        guard let dependency = graph.dependencyProtocol(of: component) else { continue }
        plan.componentCount += 1
        let firstClass = plan.classes.count
        var classIndexBySignature: [[ProviderPlan.Member]: Int] = [:]
        let paths = resolution.paths[component.id.rawValue].sorted {
            names(of: $0.path, in: graph).lexicographicallyPrecedes(names(of: $1.path, in: graph))
        }
        // A component on a path that passes a component twice is inside (or below) a loop.
        let isOnLoop = paths.contains { Set($0.path.components).count < $0.path.components.count }
        for pathResolution in paths {
            let ancestorNames = names(of: pathResolution.path, in: graph).dropLast()
            var members: [ProviderPlan.Member] = []
            var conditions: [String] = []
            for (requirement, binding) in zip(dependency.requirements, pathResolution.bindings) {
                guard case .provided(let provider, let hops) = binding else { break }
                let ancestor = pathResolution.path.ancestor(hops: hops)
                let reach: ProviderPlan.Reach = hops == pathResolution.path.components.count - 1
                    ? .root : isOnLoop ? .nearest : .hops(hops)
                members.append(ProviderPlan.Member(
                    name: requirement.name, type: requirement.type.written, reach: reach,
                    ancestorType: graph[ancestor].name, providerName: provider.name,
                    providerConditions: provider.conditions.map(\.description)))
                conditions += (provider.conditions + requirement.conditions).map(\.description)
            }
            guard members.count == dependency.requirements.count else {
                plan.skippedPaths.append(ancestorNames.joined(separator: " -> ") + " -> " + component.name)
                continue
            }
            plan.pathCount += 1
            if let index = classIndexBySignature[members] {
                plan.classes[index].paths.append(Array(ancestorNames))
                continue
            }
            classIndexBySignature[members] = plan.classes.count
            plan.classes.append(ProviderPlan.ProviderClass(
                name: "\(component.name)DependencyProvider\(classIndexBySignature.count - 1)",
                component: component.name, dependencyProtocol: dependency.name,
                members: members.sorted { $0.name < $1.name }, paths: [Array(ancestorNames)],
                conditions: Array(Set(conditions)).sorted()))
        }
        if plan.classes.count == firstClass + 1 {
            let ownNames = (memberNamesByType[component.name] ?? []).union(reservedComponentMemberNames)
            plan.classes[firstClass].isComponentItself = !dependency.requirements.contains { ownNames.contains($0.name) }
        }
    }
    plan.imports = moduleImports(of: graph)
    return plan
}

private func names(of path: ComponentPath, in graph: ComponentGraph) -> [String] {
    path.components.map { graph[$0].name }
}

/// The modules that the components' files import, without the DI libraries themselves.
private func moduleImports(of graph: ComponentGraph) -> [String] {
    var modules = Set<String>()
    var files = Set<FileID>()
    for component in graph.components { files.formUnion(component.parts) }
    for dependency in graph.protocols.values { files.insert(dependency.nameLocation.file) }
    for file in files {
        modules.formUnion(graph.snapshot.file(file)?.summary.imports ?? [])
    }
    modules.subtract(["DIRuntime", "NeedleFoundation"])
    return modules.sorted()
}

/// The names of every property and method declared in each type's own declarations (class and extensions,
/// in any file), typed or not, by the type's last name: a generated extension must not declare them again.
private func memberNamesByTypeName(in graph: ComponentGraph) -> [String: Set<String>] {
    var names: [String: Set<String>] = [:]
    // Generated files are left out: their extensions are this generator's own output.
    for file in graph.snapshot.files where !file.summary.isGenerated {
        for declaration in file.summary.declarations where declaration.kind == .class || declaration.kind == .extension {
            let typeName = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
            names[typeName, default: []].formUnion(declaration.properties.map(\.name))
            names[typeName, default: []].formUnion(declaration.functionNames)
        }
    }
    return names
}

/// Members every component has (from `Component` and `Scope`): a requirement with one of these names needs a
/// provider class, since the component cannot declare it again.
private let reservedComponentMemberNames: Set<String> = ["parent", "dependency", "shared", "weakShared"]
