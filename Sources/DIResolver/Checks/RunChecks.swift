import DIIndex

/// The problems of one component's own requirements: unresolved (missing, mistyped, inaccessible) and
/// conditional. They depend only on the component's paths, so an update recomputes them only for
/// components whose paths were walked again.
func problemsOfRequirements(of component: Component, in resolution: Resolution) -> [Problem] {
    var problems: [Problem] = []
    collectUnresolvedDependencies(into: &problems, of: component, from: resolution)
    collectConditionalDependencies(into: &problems, of: component, from: resolution)
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
    return problems
}

extension Resolution {
    /// True when a "not found" on `path` could be an artefact of a file that did not scan cleanly:
    /// any component on it is declared or extended in a damaged file.
    func touchesDamage(_ path: ComponentPath) -> Bool {
        guard !graph.damagedFiles.isEmpty else { return false }
        return path.components.contains { graph[$0].parts.contains(where: graph.damagedFiles.contains) }
    }
}
