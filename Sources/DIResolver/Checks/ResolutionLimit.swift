/// Reports that resolution stopped early: a limit is never silent, or a "0 errors" would be a wrong all
/// clear about the components beyond it.
///
/// Lint: `resolution-limit` (error), at the component that could not be resolved.
func collectResolutionLimit(into problems: inout [Problem], from resolution: Resolution) {
    guard let (component, limit) = resolution.limitReached else { return }
    problems.append(.resolutionLimitReached(component: component, limit: limit))
}
