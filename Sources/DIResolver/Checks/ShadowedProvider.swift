/// Reports providers that hide a farther ancestor's provider of the same name and type for some consumer.
///
/// Moving a component under a new parent that happens to declare `session: Session` silently changes
/// which session its descendants get; nobody warns about it today. Found during the walk
/// (`Resolve.swift`), once per pair of providers; reported at the nearer one, naming the first consumer
/// affected. A forwarding provider (`var x: X { dependency.x }`) hands on the farther value and is not reported.
///
/// Lint: `shadowed-provider` (warning).
func collectShadowedProviders(into problems: inout [Problem], from resolution: Resolution) {
    for shadowing in resolution.shadowings {
        problems.append(.shadowedProvider(nearer: shadowing.nearer, farther: shadowing.farther, consumer: shadowing.consumer))
    }
}
