/// Notes requirements, and providers they resolve to, that exist only under some `#if` conditions:
/// the analysis sees every branch, so the answer holds only for builds where the condition holds.
///
/// Lint: `conditional-dependency` (note), at the requirement.
func collectConditionalDependencies(into problems: inout [Problem], of component: Component, from resolution: Resolution) {
    guard let dependency = resolution.graph.dependencyProtocol(of: component) else { return }
    for (index, requirement) in dependency.requirements.enumerated() {
        if !requirement.conditions.isEmpty {
            problems.append(.conditionalDependency(requirement, component: component.id, provider: nil))
        }
        var noted = Set<Provider>()
        for context in resolution.contexts[component.id.rawValue] {
            guard case .provided(let provider) = context.bindings[index], !provider.conditions.isEmpty,
                noted.insert(provider).inserted
            else { continue }
            problems.append(.conditionalDependency(requirement, component: component.id, provider: provider))
        }
    }
}
