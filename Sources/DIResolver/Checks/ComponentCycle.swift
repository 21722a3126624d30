import DIIndex

/// Finds loops of components (a component that is its own ancestor) where the loop breaks resolution.
///
/// A loop whose requirements all resolve at every depth is legitimate (a folder browser that opens a
/// folder), so it is reported only when some requirement of a component in the loop fails in some
/// context. Contexts cover every depth: going round again reaches a context already made.
///
/// Lint: `component-cycle` (error), once per loop, where it is entered.
func collectComponentCycles(into problems: inout [Problem], from resolution: Resolution) {
    for (entry, loop) in resolution.cycles {
        var unresolved: [Requirement] = []
        for member in Set(loop).sorted() {
            guard let dependency = resolution.graph.dependencyProtocol(of: resolution.graph[member]) else { continue }
            for context in resolution.contexts[member.rawValue] where !context.touchesDamage {
                for (index, binding) in context.bindings.enumerated() where !binding.isResolved {
                    let requirement = dependency.requirements[index]
                    if !unresolved.contains(requirement) { unresolved.append(requirement) }
                }
            }
        }
        if !unresolved.isEmpty {
            problems.append(.componentCycle(component: entry, loop: loop, unresolved: unresolved))
        }
    }
}
