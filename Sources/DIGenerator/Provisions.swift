import DIIndex

/// Getters shared by every component that reads the same member of the same ancestor the same way.
///
/// A component that is its own provider conforms to its dependency protocol; each requirement needs a witness.
/// Written in the component's own extension, each costs three functions to compile (the getter, the closure
/// handed the ancestor, the witness thunk). Instead the getters are written once, as members of protocol
/// extensions, and a component's requirements are witnessed by them: only the witness thunks are compiled per
/// component.
///
/// Most getters live in one extension, of `DIOwnProvider` (refining `Scope`), which every such component
/// conforms to: for each member name, the way of reading it that most components use. A name read in other ways
/// too (the `store` of the parent for some, of the grandparent for others) gets one protocol refining
/// `DIOwnProvider` per other way, and the components reading it that way conform to it as well; its getter wins
/// over the common one because its protocol is the more specialised. So a component costs one conformance, not
/// one per getter: the conformances are part of the module's interface, which every debug build type-checks and
/// emits (10,000 components: 28-29 s for the generated file's frontend job with one protocol per getter, 22-23 s
/// with `DIOwnProvider`; docs/PERFORMANCE.md).
struct Provision: Hashable {
    let member: ProviderPlan.Member
    /// The protocol whose extension declares the getter, such as `DIProvision_LoggedInComponent_store_2Up`; nil
    /// for a getter of `DIOwnProvider` itself.
    let protocolName: String?
}

/// The protocol every component that provides its own dependency conforms to; its extension holds the getters
/// most components read. A part file's is `DIOwnProvider_part3` (see `GeneratedNames.partNameSuffix`).
let ownProviderProtocol = "DIOwnProvider"

/// One provision per distinct member read by components that are their own provider, the same whatever order
/// the dictionaries hash in: per name, the member read by the most components belongs to `DIOwnProvider` (ties to the first in order),
/// the others get a protocol named after what they read (with `_2`, `_3` ... when two only differ in the written
/// type).
func provisions(for classes: [ProviderPlan.ProviderClass], nameSuffix: String = "") -> [ProviderPlan.Member: Provision] {
    // Uses per distinct member, per slice of classes in parallel, then merged.
    let slices = stride(from: 0, to: classes.count, by: 512).map { classes[$0..<min($0 + 512, classes.count)] }
    let uses = parallelMap(slices, minimumCount: 2) { slice in
        var uses: [ProviderPlan.Member: Int] = [:]
        for providerClass in slice where providerClass.isComponentItself {
            for member in providerClass.members { uses[member, default: 0] += 1 }
        }
        return uses
    }.reduce(into: [ProviderPlan.Member: Int]()) { $0.merge($1, uniquingKeysWith: +) }
    // Per name, the most used member; a tie goes to the first in `precedes` order. Nothing sorts every member:
    // a workspace of 10,000 components reads tens of thousands of distinct ones, and only ties need comparing.
    var common: [String: (member: ProviderPlan.Member, uses: Int)] = [:]
    for (member, count) in uses {
        if let current = common[member.name], current.uses > count || (current.uses == count && precedes(current.member, member)) { continue }
        common[member.name] = (member, count)
    }
    var provisions: [ProviderPlan.Member: Provision] = [:]
    provisions.reserveCapacity(uses.count)
    // The others by protocol name; two that differ only in the written type share a base name and are told
    // apart by `_2`, `_3` ... in `precedes` order.
    var byBaseName: [String: [ProviderPlan.Member]] = [:]
    for member in uses.keys {
        guard common[member.name]?.member != member else {
            provisions[member] = Provision(member: member, protocolName: nil)
            continue
        }
        let base = "DIProvision_\(GeneratedNames.identifier(member.ancestorType))\(routeTag(member.route))_\(unescaped(member.name))_\(reachTag(member.reach))"
        byBaseName[base, default: []].append(member)
    }
    for (base, members) in byBaseName {
        for (index, member) in (members.count == 1 ? members : members.sorted(by: precedes)).enumerated() {
            provisions[member] = Provision(member: member, protocolName: (index == 0 ? base : "\(base)_\(index + 1)") + nameSuffix)
        }
    }
    return provisions
}

/// The order that settles ties: by ancestor, route, name, reach, then written type.
private func precedes(_ a: ProviderPlan.Member, _ b: ProviderPlan.Member) -> Bool {
    (a.ancestorType, routeTag(a.route), a.name, reachTag(a.reach), a.type) < (b.ancestorType, routeTag(b.route), b.name, reachTag(b.reach), b.type)
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
