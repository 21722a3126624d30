import DIResolver

/// Needle's choices compared with our resolution, path by path and requirement by requirement.
public struct OracleComparison: Sendable {
    public private(set) var needlePaths = 0
    public private(set) var ourPaths = 0
    public private(set) var commonPaths = 0
    public private(set) var requirements = 0
    public private(set) var agreements = 0
    /// One line per difference: the path, the requirement, and both sides.
    public private(set) var differences: [String] = []

    /// - Parameter needle: every Needle-generated file of the workspace (an app and its extensions may each
    ///   have one), so a path counts as registered when any of them registers it.
    public init(needle: [NeedleGeneratedFile], resolution: Resolution) {
        let graph = resolution.graph
        var registered = Set<[String]>()
        for path in needle.flatMap(\.paths) {
            needlePaths += 1
            registered.insert(path.components)
            let shown = "^->" + path.components.joined(separator: "->")
            let ids = path.components.compactMap { graph.componentIDsByName[$0] }
            guard ids.count == path.components.count else {
                differences.append("\(shown): a component on it is not a component to us")
                continue
            }
            guard let bindings = resolution.bindings(onPath: ids) else {
                differences.append("\(shown): we do not walk this path")
                continue
            }
            commonPaths += 1
            guard let choices = path.choices else {
                differences.append("\(shown): Needle's provider for it could not be read")
                continue
            }
            let requirementList = graph.dependencyProtocol(of: graph[ids[ids.count - 1]])?.requirements ?? []
            for (requirement, binding) in zip(requirementList, bindings) {
                requirements += 1
                guard let choice = choices[requirement.name] else {
                    differences.append("\(shown): `\(requirement.name)`: we require it, Needle's provider does not")
                    continue
                }
                let ours = OracleComparison.describe(binding, on: ids, in: graph)
                let theirs = "\(choice.ancestorType) (\(choice.hops) up).\(choice.property) via \(choice.route)"
                if ours == theirs { agreements += 1 } else {
                    differences.append("\(shown): `\(requirement.name)`: Needle \(theirs); we \(ours)")
                }
            }
            let ourNames = Set(requirementList.map(\.name))
            for name in choices.keys.sorted() where !ourNames.contains(name) {
                requirements += 1
                differences.append("\(shown): `\(name)`: Needle's provider has it, our requirements do not")
            }
        }
        // Every path from a root (each component at most twice on it, as Needle's apps have no loops), through
        // the contexts that resolution made: the paths we would generate for.
        var stack: [[ComponentID]] = graph.roots.map { [$0] }
        while let path = stack.popLast(), ourPaths < 100_000 {
            guard resolution.context(onPath: path) != nil else { continue }
            let names = path.map { graph[$0].name }
            ourPaths += 1
            if !registered.contains(names) {
                differences.append("^->\(names.joined(separator: "->")): we walk this path, Needle does not register it")
            }
            var seen = Set<ComponentID>()
            for edge in graph[path.last!].children where seen.insert(edge.child).inserted && path.filter({ $0 == edge.child }).count < 2 {
                stack.append(path + [edge.child])
            }
        }
    }

    /// Our binding in the words Needle's choice is written in, so equal choices give equal text.
    static func describe(_ binding: Binding, on path: [ComponentID], in graph: ComponentGraph) -> String {
        switch binding {
        case .provided(let provider):
            let hops = path.count - 1 - (path.dropLast().lastIndex(of: provider.component) ?? 0)
            let ancestor = graph[path[path.count - 1 - hops]].name
            return "\(ancestor) (\(hops) up).\(provider.name) via \(route(of: provider, in: graph))"
        case .missing:
            return "find no provider"
        case .mistyped(let provider):
            return "find only `\(provider.name): \(provider.type)` in \(graph[provider.component].name) (mistyped)"
        case .inaccessible(let provider, let reason):
            return "find \(graph[provider.component].name).\(provider.name) inaccessible (\(reason))"
        }
    }

    static func route(of provider: Provider, in graph: ComponentGraph) -> NeedleGeneratedFile.Route {
        switch provider.route {
        case .member: .member
        case .pluginExtension: .pluginExtension
        case .nonCoreComponent(let id): .nonCoreComponent(graph[id].name)
        }
    }
}
