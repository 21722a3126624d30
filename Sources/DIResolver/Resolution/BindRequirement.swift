extension PathWalk {
    /// The nearest ancestor (never the component itself) with a reachable provider of the same name and type.
    ///
    /// At a pluginized ancestor, a path through some non-core component reads the ancestor's non-core
    /// component's members; any other path reads its plugin extension's requirements (as Needle's generator
    /// does). A non-core component never reads itself through its pluginized parent.
    func bind(_ requirement: Requirement, for component: Component) -> Binding {
        var mistyped: Provider?
        var inaccessible: (Provider, InaccessibleReason)?
        let isBelowNonCore = graph.hasPluginizedComponents && (component.isNonCore || stack.contains { graph[$0].isNonCore })
        for (hops, ancestor) in zip(1..., stack.reversed()) {
            guard let candidates = providersByName[ancestor.rawValue][requirement.name] else { continue }
            for provider in candidates where provider.isReadable(by: component.id, belowNonCore: isBelowNonCore) {
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

extension Provider {
    /// Whether `consumer` may read this provider: members always; a plugin extension's requirement only off
    /// non-core paths, a non-core component's member only on them, and never by that non-core component.
    func isReadable(by consumer: ComponentID, belowNonCore: Bool) -> Bool {
        switch route {
        case .member: true
        case .pluginExtension: !belowNonCore && consumer != component
        case .nonCoreComponent(let nonCore): belowNonCore && consumer != nonCore
        }
    }
}
