import DIIndex

/// Getters shared by every component that reads the same member of the same ancestor the same way.
///
/// A component that is its own provider needs one getter per requirement. Written in the component's own
/// extension, each costs three functions to compile (the getter, the closure handed the ancestor, the
/// protocol witness thunk). Instead, each distinct way of reading a member (`session` of the root, `store` of
/// the `LoggedInComponent` two levels up) becomes a protocol refining `Scope` whose extension declares the
/// getter once, and a component conforms to the protocols it needs: its requirements are then witnessed by
/// those shared getters, and only the witness thunks are compiled per component. The synthetic 1,000-component
/// workspace of `Benchmarks/GeneratedCode` needs 142 of them, and its frontend job dropped from 14.8 to 6.1 s.
struct Provision: Hashable {
    let member: ProviderPlan.Member
    /// A Swift identifier naming what the getter reads, such as `DIProvision_RootComponent_session_FromRoot`.
    let protocolName: String
}

/// One provision per distinct member read by components that are their own provider, named after what they
/// read (with `_2`, `_3` ... when two only differ in the written type), in a deterministic order.
func provisions(for plan: ProviderPlan) -> [ProviderPlan.Member: Provision] {
    // Distinct members per slice of classes in parallel, then merged: few are distinct, many are read.
    let slices = stride(from: 0, to: plan.classes.count, by: 512).map { plan.classes[$0..<min($0 + 512, plan.classes.count)] }
    let members = parallelMap(slices, minimumCount: 2) { Set($0.lazy.filter(\.isComponentItself).flatMap(\.members)) }
        .reduce(into: Set<ProviderPlan.Member>()) { $0.formUnion($1) }
    let sorted = members.sorted {
        ($0.ancestorType, routeTag($0.route), $0.name, reachTag($0.reach), $0.type)
            < ($1.ancestorType, routeTag($1.route), $1.name, reachTag($1.reach), $1.type)
    }
    var provisions: [ProviderPlan.Member: Provision] = [:]
    var uses: [String: Int] = [:]
    for member in sorted {
        let base = "DIProvision_\(GeneratedNames.identifier(member.ancestorType))\(routeTag(member.route))_\(unescaped(member.name))_\(reachTag(member.reach))"
        uses[base, default: 0] += 1
        let name = uses[base]! == 1 ? base : "\(base)_\(uses[base]!)"
        provisions[member] = Provision(member: member, protocolName: name)
    }
    return provisions
}

/// The name without backticks (`` `default` `` -> `default`).
private func unescaped(_ name: String) -> String {
    name.utf8.contains(UInt8(ascii: "`")) ? name.filter { $0 != "`" } : name
}

private func reachTag(_ reach: ProviderPlan.Reach) -> String {
    switch reach {
    case .root: "FromRoot"
    case .hops(let hops): "\(hops)Up"
    case .nearest: "Nearest"
    }
}

private func routeTag(_ route: ProviderPlan.Route) -> String {
    switch route {
    case .member: ""
    case .pluginExtension: "_PluginExtension"
    case .nonCoreComponent: "_NonCore"
    }
}
