import DIIndex

/// Finds requirements that do not resolve in some context: missing, mistyped, or inaccessible.
///
/// One problem per component, requirement and kind (and provider), naming example branches and how many
/// paths fail, so a requirement that fails on three paths is reported once (Needle's #438 reports it
/// twice). Contexts that some path through a damaged file reaches are not reported: the provider may be
/// in the damage.
///
/// Lint: `missing-dependency`, `mistyped-dependency`, `inaccessible-dependency` (errors).
func collectUnresolvedDependencies(
    into problems: inout [Problem], of component: ComponentID, requiring dependency: DependencyProtocol, from resolution: Resolution
) {
    let contexts = resolution.contexts[component.rawValue]
    guard !contexts.isEmpty else { return }  // no root reaches it: nothing resolved, nothing failed
    let pathCount = contexts.reduce(PathCount.zero) { $0 + $1.pathCount }
    for index in dependency.requirements.indices {
        // By index, and nothing copied until a binding fails: this runs for every requirement of every component
        // an update binds again, and copying a context, a binding or a requirement retains all their strings.
        guard contexts.indices.contains(where: { !contexts[$0].bindings[index].isResolved && !contexts[$0].touchesDamage })
        else { continue }
        let requirement = dependency.requirements[index]
        var failures: [Binding: [ContextID]] = [:]
        var order: [Binding] = []
        for context in contexts where !context.bindings[index].isResolved && !context.touchesDamage {
            let binding = context.bindings[index]
            if failures[binding] == nil { order.append(binding) }
            failures[binding, default: []].append(context.id)
        }
        for binding in order {
            let branches = failingBranches(failures[binding] ?? [], outOf: contexts.count, pathCount: pathCount, in: resolution)
            switch binding {
            case .missing:
                problems.append(.missingDependency(requirement, component: component, branches: branches))
            case .mistyped(let provider):
                problems.append(.mistypedDependency(requirement, component: component, provider: provider, branches: branches))
            case .inaccessible(let provider, let reason):
                problems.append(.inaccessibleDependency(
                    requirement, component: component, provider: provider, reason: reason, branches: branches))
            case .provided:
                break
            }
        }
    }
}

private func failingBranches(_ failing: [ContextID], outOf contextCount: Int, pathCount: PathCount, in resolution: Resolution) -> FailingBranches {
    FailingBranches(
        contexts: failing.count > 1 ? failing.sorted(by: resolution.canonicallyPrecedes) : failing,
        failingPathCount: failing.reduce(PathCount.zero) { $0 + resolution[$1].pathCount }, pathCount: pathCount,
        failsEverywhere: failing.count == contextCount)
}
