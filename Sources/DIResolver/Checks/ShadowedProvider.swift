/// Finds providers that hide a farther ancestor's provider of the same name and type for some consumer.
///
/// Moving a component under a new parent that happens to declare `session: Session` silently changes
/// which session its descendants get; nobody warns about it today. Reported once per pair of providers,
/// at the nearer one, naming the first consumer affected. A forwarding provider
/// (`var x: X { dependency.x }`) hands on the farther value and is not reported.
///
/// Lint: `shadowed-provider` (warning).
func collectShadowedProviders(into problems: inout [Problem], from resolution: Resolution) {
    let graph = resolution.graph
    var reportedPairs = Set<[Provider]>()
    for component in graph.components {
        for pathResolution in resolution.paths[component.id.rawValue] {
            for binding in pathResolution.bindings {
                guard case .provided(let nearer, let hops) = binding, !nearer.isForwarding else { continue }
                let path = pathResolution.path
                for fartherHops in (hops + 1)..<path.components.count {
                    let ancestor = graph[path.ancestor(hops: fartherHops)]
                    guard let farther = ancestor.providers.first(where: {
                        $0.name == nearer.name && graph.typeMatcher.matches($0.type, nearer.type)
                    }) else { continue }
                    if reportedPairs.insert([nearer, farther]).inserted {
                        problems.append(.shadowedProvider(nearer: nearer, farther: farther, consumer: component.id))
                    }
                    break
                }
            }
        }
    }
}
