extension PathWalk {
    /// Records the first farther ancestor whose provider the bound one hides (same name and type),
    /// once per pair of providers. A forwarding provider hands on the farther value, so it hides nothing.
    mutating func noteShadowing(of binding: Binding, for consumer: ComponentID) {
        guard case .provided(let nearer, let hops) = binding, !nearer.isForwarding, hops < stack.count else { return }
        for ancestor in stack.dropLast(hops).reversed() {
            guard let farther = providersByName[ancestor.rawValue][nearer.name]?.first(where: {
                graph.typeMatcher.matches($0.type, nearer.type)
            }) else { continue }
            // In a loop (a folder inside a folder) the same declaration is met again: nothing is hidden.
            if farther == nearer { return }
            if shadowingPairs.insert([nearer, farther]).inserted {
                shadowings.append(Shadowing(nearer: nearer, farther: farther, consumer: consumer))
            }
            return
        }
    }
}
