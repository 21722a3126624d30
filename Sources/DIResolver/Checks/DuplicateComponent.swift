/// Finds component classes that reuse a component's name: children and extensions name components
/// by their simple name, so the second one would silently take or lose the first one's members.
///
/// Lint: `duplicate-component` (error), at the later declaration.
func collectDuplicateComponents(into problems: inout [Problem], from resolution: Resolution) {
    for (duplicate, original) in resolution.graph.duplicateComponents {
        problems.append(.duplicateComponent(name: resolution.graph[original].name, duplicate: duplicate, original: original))
    }
}
