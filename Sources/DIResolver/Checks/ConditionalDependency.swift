/// Notes requirements, and providers they resolve to, that exist only under some `#if` conditions:
/// the analysis sees every branch, so the answer holds only for builds where the condition holds.
///
/// Lint: `conditional-dependency` (note), at the requirement.
import DIIndex
func collectConditionalDependencies(
    into problems: inout [Problem], of component: ComponentID, requiring dependency: DependencyProtocol, from resolution: Resolution
) {
    for (index, requirement) in dependency.requirements.enumerated() {
        if !requirement.conditions.isEmpty {
            problems.append(.conditionalDependency(requirement, component: component, provider: nil))
        }
        var noted = Set<Provider>()
        for context in resolution.contexts[component.rawValue] {
            guard case .provided(let provider) = context.bindings[index], !provider.conditions.isEmpty,
                noted.insert(provider).inserted
            else { continue }
            problems.append(.conditionalDependency(requirement, component: component, provider: provider))
        }
    }
}
