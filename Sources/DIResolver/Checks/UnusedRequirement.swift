import DIIndex

/// Reports requirements that no code reads through `dependency`: declared in a dependency protocol, required by
/// components, and never read as `dependency.name` by any of them nor by code handed a dependency (a struct,
/// enum, actor, protocol or non-component class reading `dependency.name`). A component that reads nothing
/// through `dependency` may pass it whole to other code, so its requirements count as read. Maintained per
/// component as the graph changes (`DependencyReadTable`); withheld while a file is damaged, where a read may hide.
///
/// Lint: `unused-requirement` (warning).
func collectUnusedRequirements(into problems: inout [Problem], from resolution: Resolution) {
    let graph = resolution.graph
    guard graph.damagedFiles.isEmpty else { return }
    for location in graph.dependencyReadTable.unread.sorted() {
        guard let requirement = graph.dependencyReadTable.requirement(at: location) else { continue }
        let consumers = graph.consumers(ofRequirementAt: location, declaredIn: requirement.declaringProtocol).map(\.component)
        problems.append(.unusedRequirement(requirement, consumers: consumers))
    }
}

extension ComponentGraph {
    /// The requirements no code reads through `dependency`, by declaration, whether or not a damaged file
    /// withholds their diagnostics.
    public var unreadRequirementLocations: [SourceLocation] { dependencyReadTable.unread.sorted() }
}
