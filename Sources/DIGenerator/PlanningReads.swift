import DIIndex
import DIResolver
import DIScanner

/// The two whole-workspace reads planning needs that depend on the component graph alone, not on its
/// resolution: started as soon as the graph exists, they run while the resolver works (`di-gen` starts them
/// from `analyzeUnits`'s graph callback) instead of after it.
public struct PlanningReads: Sendable {
    /// Components (by last name) whose own declarations declare a member named like one of their
    /// requirements: a generated extension could not declare that name again.
    let componentsDeclaringARequiredName: Background<Set<String>>
    let declaringModules: Background<DeclaringModules>

    public init(graph: ComponentGraph) {
        componentsDeclaringARequiredName = Background { componentsDeclaringARequiredNameOf(graph) }
        declaringModules = Background { DeclaringModules(graph: graph) }
    }
}

/// Walks every class and extension declaration (in any file, generated ones left out: their extensions are
/// this generator's own output) of a component and compares its members with the component's requirement
/// names. By last name, so two modules' components of one name are checked together: only ever too careful.
private func componentsDeclaringARequiredNameOf(_ graph: ComponentGraph) -> Set<String> {
    // The requirements arrays themselves, shared rather than copied into arrays of names.
    var requiredNames: [String: [Requirement]] = [:]
    requiredNames.reserveCapacity(graph.components.count)
    for index in graph.components.indices {
        let component = graph[ComponentID(index)]
        guard let requirements = graph.dependencyProtocol(of: component)?.requirements, !requirements.isEmpty else { continue }
        if requiredNames[component.name] == nil {
            requiredNames[component.name] = requirements
        } else {
            requiredNames[component.name]! += requirements
        }
    }
    var declaring = Set<String>()
    graph.snapshot.forEachFile { file in
        guard !file.summary.isGenerated else { return }
        // By index: iterating the array would copy each declaration out.
        let declarations = file.summary.declarations
        for index in declarations.indices where declarations[index].kind == .class || declarations[index].kind == .extension {
            let typeName = ComponentGraph.lastPathComponent(of: declarations[index].name)
            guard let required = requiredNames[typeName], !declaring.contains(typeName) else { continue }
            func isRequired(_ name: String) -> Bool { required.contains { $0.name == name } }
            if declarations[index].properties.contains(where: { isRequired($0.name) }) || declarations[index].functionNames.contains(where: isRequired) {
                declaring.insert(typeName)
            }
        }
    }
    return declaring
}
