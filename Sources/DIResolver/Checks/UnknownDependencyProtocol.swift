/// Finds `Component<X>` whose `X` is not a protocol inheriting `Dependency` in the workspace, or one of several
/// modules' protocols named `X` without saying which. Withheld when some file is damaged: the protocol may be in
/// the damage.
///
/// Lint: `unknown-dependency-protocol`, `ambiguous-dependency-protocol` (errors).
func collectUnknownDependencyProtocols(into problems: inout [Problem], from resolution: Resolution) {
    guard resolution.graph.damagedFiles.isEmpty else { return }
    for (component, type, isDeclared) in resolution.graph.unknownDependencyTypes {
        problems.append(.unknownDependencyProtocol(component: component, type: type, isDeclaredButNotDependency: isDeclared))
    }
    for (component, type, candidates) in resolution.graph.ambiguousDependencyTypes {
        problems.append(.ambiguousDependencyProtocol(component: component, type: type, candidates: candidates))
    }
}
