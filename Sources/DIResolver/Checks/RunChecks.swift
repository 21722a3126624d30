import DIIndex

/// The problems of one component's own requirements: unresolved (missing, mistyped, inaccessible) and
/// conditional. They depend only on the component's contexts, so an update recomputes them only for
/// components whose contexts were made again.
func problemsOfRequirements(of component: ComponentID, in resolution: Resolution) -> [Problem] {
    guard let dependency = resolution.graph.dependencyProtocol(of: component) else { return [] }
    var problems: [Problem] = []
    collectUnresolvedDependencies(into: &problems, of: component, requiring: dependency, from: resolution)
    collectConditionalDependencies(into: &problems, of: component, requiring: dependency, from: resolution)
    return problems
}

/// Problems of the graph as a whole. Each check is small and independent; all run, all findings are kept.
func graphProblems(of resolution: Resolution) -> [Problem] {
    var problems: [Problem] = []
    collectComponentCycles(into: &problems, from: resolution)
    collectUnknownDependencyProtocols(into: &problems, from: resolution)
    collectDuplicateComponents(into: &problems, from: resolution)
    collectUnreachableComponents(into: &problems, from: resolution)
    collectShadowedProviders(into: &problems, from: resolution)
    collectMisplacedCreations(into: &problems, from: resolution)
    collectDuplicateDependencyProtocols(into: &problems, from: resolution)
    collectNeedleGeneratedFiles(into: &problems, from: resolution)
    collectPluginizedComponentProblems(into: &problems, from: resolution)
    collectResolutionLimit(into: &problems, from: resolution)
    collectUnusedRequirements(into: &problems, from: resolution)
    return problems
}
