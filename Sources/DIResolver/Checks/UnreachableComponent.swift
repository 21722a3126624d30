/// Finds components never created from a root: their requirements cannot be checked, and no
/// provider code is generated for them. Withheld when some file is damaged (the edge may be there) or
/// resolution stopped early.
///
/// Lint: `unreachable-component` (warning).
import DIIndex
func collectUnreachableComponents(into problems: inout [Problem], from resolution: Resolution) {
    guard resolution.graph.damagedFiles.isEmpty, resolution.limitReached == nil else { return }
    // By index: iterating `components` copies each (large) component.
    let components = resolution.graph.components
    for index in components.indices where !components[index].isRoot && resolution.contexts[index].isEmpty {
        problems.append(.unreachableComponent(ComponentID(index)))
    }
}
