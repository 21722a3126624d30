/// Reports components created other than as `Child(parent: self)` inside their parent component: with another
/// parent (`Feed(parent: other)`), with `self` of a type that is not a component, or outside every type. Such a
/// branch is invisible to the analysis and to generated code; Needle's generator refuses it too.
///
/// Lint: `parent-not-self` (error), at the creation.
func collectMisplacedCreations(into problems: inout [Problem], from resolution: Resolution) {
    for creation in resolution.graph.misplacedCreations { problems.append(.parentNotSelf(creation)) }
}
