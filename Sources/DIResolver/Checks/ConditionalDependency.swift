/// Notes requirements, and providers they resolve to, that exist only under some `#if` conditions:
/// the analysis sees every branch, so the answer holds only for builds where the condition holds.
///
/// Lint: `conditional-dependency` (note), at the requirement.
import DIIndex
func collectConditionalDependencies(
    into problems: inout [Problem], of component: ComponentID, requiring dependency: DependencyProtocol, from resolution: Resolution
) {
    let contexts = resolution.contexts[component.rawValue]
    for index in dependency.requirements.indices {
        if !dependency.requirements[index].conditions.isEmpty {
            problems.append(.conditionalDependency(dependency.requirements[index], component: component, provider: nil))
        }
        // By index, copying nothing unless a provider has conditions (rare): this runs for every requirement of
        // every component an update binds again.
        var noted = Set<Provider>()
        for contextIndex in contexts.indices where contexts[contextIndex].bindings[index].providedHasConditions {
            guard case .provided(let provider) = contexts[contextIndex].bindings[index], noted.insert(provider).inserted else { continue }
            problems.append(.conditionalDependency(dependency.requirements[index], component: component, provider: provider))
        }
    }
}
