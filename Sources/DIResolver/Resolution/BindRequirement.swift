extension PathWalk {
    /// The nearest ancestor (never the component itself) with a reachable provider of the same name and type.
    func bind(_ requirement: Requirement, for component: Component) -> Binding {
        var mistyped: Provider?
        var inaccessible: (Provider, InaccessibleReason)?
        for (hops, ancestor) in zip(1..., stack.reversed()) {
            guard let candidates = providersByName[ancestor.rawValue][requirement.name] else { continue }
            for provider in candidates {
                guard graph.typeMatcher.matches(provider.type, requirement.type) else {
                    if mistyped == nil { mistyped = provider }
                    continue
                }
                if let reason = inaccessibility(of: provider, from: component) {
                    if inaccessible == nil { inaccessible = (provider, reason) }
                    continue
                }
                return .provided(provider, hops: hops)
            }
        }
        if let (provider, reason) = inaccessible { return .inaccessible(provider, reason) }
        if let provider = mistyped { return .mistyped(provider) }
        return .missing
    }
}
