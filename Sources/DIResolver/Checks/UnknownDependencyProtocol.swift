/// Finds `Component<X>` whose `X` is not a protocol inheriting `Dependency` in the workspace.
/// Withheld when some file is damaged: the protocol may be in the damage.
///
/// Lint: `unknown-dependency-protocol` (error).
func collectUnknownDependencyProtocols(into problems: inout [Problem], from resolution: Resolution) {
    guard resolution.graph.damagedFiles.isEmpty else { return }
    for (component, type, isDeclared) in resolution.graph.unknownDependencyTypes {
        problems.append(.unknownDependencyProtocol(component: component, type: type, isDeclaredButNotDependency: isDeclared))
    }
}
