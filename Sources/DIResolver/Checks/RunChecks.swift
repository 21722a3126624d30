import DIIndex

/// Runs every check and returns all problems, each once, in a stable order.
/// Checks are small and independent; all of them run, and all findings are kept.
func runChecks(on resolution: Resolution) -> [Problem] {
    var problems: [Problem] = []
    collectUnresolvedDependencies(into: &problems, from: resolution)
    collectComponentCycles(into: &problems, from: resolution)
    collectUnknownDependencyProtocols(into: &problems, from: resolution)
    collectDuplicateComponents(into: &problems, from: resolution)
    collectUnreachableComponents(into: &problems, from: resolution)
    collectShadowedProviders(into: &problems, from: resolution)
    collectConditionalDependencies(into: &problems, from: resolution)
    var seen = Set<Problem>()
    return problems.filter { seen.insert($0).inserted }
}

extension Resolution {
    /// True when a "not found" on `path` could be an artefact of a file that did not scan cleanly:
    /// any component on it is declared or extended in a damaged file.
    func touchesDamage(_ path: ComponentPath) -> Bool {
        guard !graph.damagedFiles.isEmpty else { return false }
        return path.components.contains { graph[$0].parts.contains(where: graph.damagedFiles.contains) }
    }
}
