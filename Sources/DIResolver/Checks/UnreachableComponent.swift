/// Finds components never created from a root: their requirements cannot be checked, and no
/// provider code is generated for them. Withheld when some file is damaged (the edge may be there) or
/// resolution stopped early.
///
/// Lint: `unreachable-component` (warning).
func collectUnreachableComponents(into problems: inout [Problem], from resolution: Resolution) {
    guard resolution.graph.damagedFiles.isEmpty, resolution.limitReached == nil else { return }
    for component in resolution.graph.components where !component.isRoot && resolution.contexts[component.id.rawValue].isEmpty {
        problems.append(.unreachableComponent(component.id))
    }
}
