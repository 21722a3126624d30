extension PathWalk {
    /// Records the first farther ancestor whose provider the bound one hides (same name and type),
    /// once per pair of providers. A forwarding provider hands on the farther value, so it hides nothing.
    /// Only providers this consumer could read count, and a declaration met again (in a loop, or a non-core
    /// component's member read again through its pluginized parent) hides nothing.
    mutating func noteShadowing(of binding: Binding, for consumer: ComponentID) {
        guard case .provided(let nearer, let hops) = binding, !nearer.isForwarding, hops < stack.count else { return }
        let isBelowNonCore = graph.hasPluginizedComponents && (graph[consumer].isNonCore || stack.contains { graph[$0].isNonCore })
        for ancestor in stack.dropLast(hops).reversed() {
            guard let farther = providersByName[ancestor.rawValue][nearer.name]?.first(where: {
                $0.isReadable(by: consumer, belowNonCore: isBelowNonCore) && graph.typeMatcher.matches($0.type, nearer.type)
            }) else { continue }
            if farther.location == nearer.location { return }
            if shadowingPairs.insert([nearer, farther]).inserted {
                shadowings.append(Shadowing(nearer: nearer, farther: farther, consumer: consumer))
            }
            return
        }
    }
}
