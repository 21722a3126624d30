import DIIndex

/// Finds requirements that do not resolve on some path: missing, mistyped, or inaccessible.
///
/// One problem per component, requirement and kind (and provider), listing the failing branches, so a
/// requirement that fails on three paths is reported once (Needle's #438 reports it twice).
/// Paths that pass through a damaged file are not reported: the provider may be in the damage.
///
/// Lint: `missing-dependency`, `mistyped-dependency`, `inaccessible-dependency` (errors).
func collectUnresolvedDependencies(into problems: inout [Problem], of component: Component, from resolution: Resolution) {
    guard let dependency = resolution.graph.dependencyProtocol(of: component) else { return }
    let paths = resolution.paths[component.id.rawValue]
    for (index, requirement) in dependency.requirements.enumerated() {
        var failures: [Binding: [ComponentPath]] = [:]
        var order: [Binding] = []
        for pathResolution in paths where !pathResolution.bindings[index].isResolved && !resolution.touchesDamage(pathResolution.path) {
            let binding = pathResolution.bindings[index]
            if failures[binding] == nil { order.append(binding) }
            failures[binding, default: []].append(pathResolution.path)
        }
        for binding in order {
            let failing = failures[binding] ?? []
            switch binding {
            case .missing:
                problems.append(.missingDependency(requirement, component: component.id, failingPaths: failing, pathCount: paths.count))
            case .mistyped(let provider):
                problems.append(.mistypedDependency(
                    requirement, component: component.id, provider: provider, failingPaths: failing, pathCount: paths.count))
            case .inaccessible(let provider, let reason):
                problems.append(.inaccessibleDependency(
                    requirement, component: component.id, provider: provider, reason: reason, failingPaths: failing,
                    pathCount: paths.count))
            case .provided:
                break
            }
        }
    }
}
