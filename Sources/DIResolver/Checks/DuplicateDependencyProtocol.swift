/// Reports a protocol declared under a dependency protocol's name already taken: components name their
/// dependency protocol by its simple name, so only the first declaration is used and the other is silently
/// lost (Needle refuses both).
///
/// Lint: `duplicate-dependency-protocol` (error), at the later declaration.
func collectDuplicateDependencyProtocols(into problems: inout [Problem], from resolution: Resolution) {
    for (name, duplicate, original) in resolution.graph.duplicateDependencyProtocols {
        problems.append(.duplicateDependencyProtocol(name: name, duplicate: duplicate, original: original))
    }
}
