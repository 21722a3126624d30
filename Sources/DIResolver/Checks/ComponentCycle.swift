import DIIndex

/// Finds components that are their own ancestor where the loop breaks resolution.
///
/// A loop whose requirements all resolve at every depth is legitimate (a folder browser that opens a
/// folder), so it is reported only when some requirement of a component in the loop fails on a path.
/// Resolution explores each loop once around, which is enough: going around again only adds nearer
/// providers, so a requirement that resolves at depth two resolves at every depth after it.
///
/// Lint: `component-cycle` (error).
func collectComponentCycles(into problems: inout [Problem], from resolution: Resolution) {
    var reported = Set<ComponentID>()
    for (component, loop) in resolution.cycles where reported.insert(component).inserted {
        var unresolved: [Requirement] = []
        for member in Set(loop).sorted() {
            guard let dependency = resolution.graph.dependencyProtocol(of: resolution.graph[member]) else { continue }
            for pathResolution in resolution.paths[member.rawValue] {
                for (index, binding) in pathResolution.bindings.enumerated() where !binding.isResolved {
                    let requirement = dependency.requirements[index]
                    if !unresolved.contains(requirement) { unresolved.append(requirement) }
                }
            }
        }
        if !unresolved.isEmpty {
            problems.append(.componentCycle(component: component, loop: loop, unresolved: unresolved))
        }
    }
}
