import DIIndex
import DIResolver
import DIScanner

/// What the generated file will contain, decided before any text is written: the states of the
/// automaton (one per context), what each state's component is given as its dependency, and the provider
/// classes, one per distinct way a component's requirements are read.
///
/// Contexts that read their ancestors alike share a provider, and a state exists per context, not per
/// path, so the file grows with components and distinct resolutions, never with paths (Needle's #432 / #441).
struct ProviderPlan {
    struct ProviderClass {
        let name: String
        let component: String
        /// The name of the file declaring the component, which decides its part (`generateProviderSources`).
        let fileName: String
        let dependencyProtocol: String
        /// (requirement name, written type, reach, ancestor type, provider property name), sorted by name.
        let members: [Member]
        /// `#if` conditions all its providers need, when some are conditional.
        let conditions: [String]
        /// Whether the component provides its own dependency (`extension Component: Protocol`) instead of a
        /// provider class: when all its contexts read alike and no requirement collides with a member's name.
        var isComponentItself = false
        /// The states using it, and an example path into the first.
        var states: [Int] = []
        var examplePath: [String] = []
        var pathCount = PathCount.zero
    }

    struct Member: Hashable {
        /// Hashes what tells members apart in practice; equality still compares every field. Members are
        /// hashed several times per requirement while planning and rendering.
        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(ancestorType)
            hasher.combine(reach)
        }

        let name: String
        let type: String
        /// How the provider is reached: the root (`withRoot`), a fixed number of hops (`withAncestor`), or the
        /// nearest ancestor of its type (`withNearest`) where the distance differs between paths into a state.
        let reach: Reach
        let ancestorType: String
        let providerName: String
        /// The `#if` conditions the providing declaration sits in.
        let providerConditions: [String]
        /// Where, at the ancestor, the provider is read: a pluginized ancestor also provides through its plugin
        /// extension and its non-core component.
        var route: Route = .member

        func reached(_ reach: Reach) -> Member {
            Member(
                name: name, type: type, reach: reach, ancestorType: ancestorType, providerName: providerName,
                providerConditions: providerConditions, route: route)
        }
    }

    enum Route: Hashable {
        case member
        case pluginExtension
        case nonCoreComponent
    }

    /// `extension LobbyNonCoreComponent: LobbyPluginExtension {}`: a non-core component's members are its
    /// pluginized component's plugin extension, so DIRuntime's `pluginExtension` is the non-core component.
    struct PluginExtensionConformance: Hashable {
        let nonCoreComponent: String
        let pluginExtension: String
        let conditions: [String]
        /// What the names stand for, for the imports.
        let nonCoreID: ComponentID
        let pluginExtensionFile: FileID
    }

    enum Reach: Hashable {
        case root
        case hops(Int)
        case nearest
    }

    /// One state: a context, numbered; state 0 is the origin above the roots.
    struct State {
        let number: Int
        let component: String
        /// Index into `classes`; nil when the component needs no provider or a requirement did not resolve.
        var providerClass: Int?
        /// The states its children are created in, sorted by child name.
        var children: [(component: String, state: Int)] = []
    }

    var classes: [ProviderClass] = []
    var pluginExtensionConformances: [PluginExtensionConformance] = []
    /// `states[n]` is state n; `states[0]` is the origin, whose children are the roots.
    var states: [State] = []
    var imports: [String] = []
    var componentCount = 0
    var pathCount = PathCount.zero
}

/// Plans the generated code for `resolution`. Deterministic: states are numbered breadth first from the
/// roots with children in name order, and components and members are sorted by name, so the output does not
/// depend on file order or on the order resolution took. Components are planned in parallel (each reads only
/// the resolution) and assembled in name order. `reads`, when given, were started from `resolution.graph`.
func planProviders(for resolution: Resolution, reads: PlanningReads? = nil) -> ProviderPlan {
    let graph = resolution.graph
    let names = GeneratedNames(graph: graph)
    // Whole-workspace reads that do not depend on the plan: begun earlier, or now, running meanwhile.
    let reads = reads ?? PlanningReads(graph: graph)
    let declaringModules = reads.declaringModules
    var plan = ProviderPlan()
    let numbering = StateNumbering(resolution)
    // Each state's children in name order, in parallel.
    let children = parallelMap(numbering.order, minimumCount: 1024) { context in
        resolution[context].children.map { (names.component($0.component), numbering.number[$0]!) }.sorted { $0.0 < $1.0 }
    }
    plan.states = [ProviderPlan.State(number: 0, component: "")]
    plan.states += numbering.order.enumerated().map { index, context in
        var state = ProviderPlan.State(number: index + 1, component: names.component(context.component))
        state.children = children[index]
        return state
    }
    plan.states[0].children = numbering.roots.map { (names.component($0.component), numbering.number[$0]!) }
    plan.pathCount = numbering.order.reduce(PathCount.zero) { $0 + resolution[$1].pathCount }

    let sortedComponents = graph.components.indices.map { ComponentID($0) }.map { (names.component($0), $0) }.sorted { $0.0 < $1.0 }
    let createdAsChild = Set(graph.components.flatMap { $0.children.map(\.child) })
    let chunkSize = max(64, sortedComponents.count / 64)
    let chunks = stride(from: 0, to: sortedComponents.count, by: chunkSize).map {
        Array(sortedComponents[$0..<min($0 + chunkSize, sortedComponents.count)])
    }
    // Each chunk of components in parallel: its provider classes and the modules they need.
    let planned = parallelMap(chunks, minimumCount: 2) { chunk in
        var reaches = ReachFinder(resolution, createdAsChild: createdAsChild)
        var components = chunk.compactMap { typeName, id in
            planComponent(id, typeName: typeName, resolution: resolution, numbering: numbering, names: names, reaches: &reaches)
        }
        let declaringARequiredName = reads.componentsDeclaringARequiredName.value
        var imports = GeneratedImports(graph: graph, declaring: declaringModules.value)
        // Every component some state creates is named in the file, provider or not.
        for (_, id) in chunk where resolution.contexts(of: id).contains(where: { numbering.number[$0.id] != nil }) {
            imports.use(component: id)
        }
        for index in components.indices {
            let dependency = components[index].dependency
            if components[index].classes.count == 1 {
                components[index].classes[0].isComponentItself = !declaringARequiredName.contains(graph[components[index].id].name)
                    && !dependency.requirements.contains { reservedComponentMemberNames.contains($0.name) }
            }
            guard !components[index].classes.isEmpty else { continue }
            imports.use(protocolDeclaredIn: dependency.nameLocation.file)
            // By index: a requirement copied out is a dozen references retained.
            let requirements = dependency.requirements
            for index in requirements.indices {
                imports.use(type: requirements[index].type.written, writtenIn: requirements[index].typeLocation.file)
            }
        }
        return (components: components, modules: imports.modules)
    }
    for chunk in planned {
        for component in chunk.components {
            plan.componentCount += 1
            for providerClass in component.classes {
                for state in providerClass.states { plan.states[state].providerClass = plan.classes.count }
                plan.classes.append(providerClass)
            }
        }
    }
    plan.pluginExtensionConformances = pluginExtensionConformances(in: graph, names: names)
    var imports = GeneratedImports(graph: graph, declaring: declaringModules.value)
    for conformance in plan.pluginExtensionConformances {
        imports.use(component: conformance.nonCoreID)
        imports.use(protocolDeclaredIn: conformance.pluginExtensionFile)
    }
    plan.imports = GeneratedImports.sortedImports(
        planned.map(\.modules) + [imports.modules],
        excluding: graph.configuration.generatedCodeModule ?? graph.roots.first.flatMap { graph[$0].module })
    return plan
}

/// One component's provider classes, before they are numbered into the plan.
private struct ComponentPlan: Sendable {
    let id: ComponentID
    let dependency: DependencyProtocol
    var classes: [ProviderPlan.ProviderClass] = []
}

/// The provider classes of one component: one per distinct way its contexts read their requirements. Nil
/// for a component without a dependency protocol.
private func planComponent(
    _ id: ComponentID, typeName: String, resolution: Resolution, numbering: StateNumbering, names: GeneratedNames,
    reaches: inout ReachFinder
) -> ComponentPlan? {
    let graph = resolution.graph
    let component = graph[id]
    guard let dependency = graph.dependencyProtocol(of: component) else { return nil }
    var planned = ComponentPlan(id: id, dependency: dependency)
    let path = graph.snapshot.path(of: graph.components[id.rawValue].nameLocation.file) ?? ""
    let fileName = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
    var contexts = resolution.contexts(of: id)
    if contexts.count > 1 { contexts.sort { numbering.number[$0.id]! < numbering.number[$1.id]! } }
    let requirements = dependency.requirements
    // Members are in name order: the requirements sorted once, not each context's members.
    let order = requirements.count < 2 ? Array(requirements.indices) : requirements.indices.sorted { requirements[$0].name < requirements[$1].name }
    let resolved = contexts.compactMap { context -> (context: ComponentContext, members: [ProviderPlan.Member], conditions: [String])? in
        var members: [ProviderPlan.Member] = []
        members.reserveCapacity(requirements.count)
        var conditions: [String] = []
        // By index, reading fields in place: a requirement copied out is a dozen references retained.
        for index in order where index < context.bindings.count {
            guard case .provided(let provider) = context.bindings[index] else { return nil }
            members.append(ProviderPlan.Member(
                name: requirements[index].name, type: requirements[index].type.written,
                reach: reaches.reach(to: provider.component, from: context.id),
                ancestorType: names.component(provider.component), providerName: provider.name,
                providerConditions: provider.conditions.isEmpty ? [] : provider.conditions.map(\.description),
                route: ProviderPlan.Route(provider.route)))
            if !provider.conditions.isEmpty || !requirements[index].conditions.isEmpty {
                conditions += (provider.conditions + requirements[index].conditions).map(\.description)
            }
        }
        return (context, members, conditions)
    }
    // A context with an unresolved requirement (reported, or turned down by configuration) gets no
    // provider: its component stops at run time with the missing-provider message.
    var classIndexBySignature: [[ProviderPlan.Member]: Int] = [:]
    for (context, members, conditions) in unifyingReaches(resolved) {
        let index: Int
        if resolved.count > 1, let known = classIndexBySignature[members] {
            index = known
        } else {
            index = planned.classes.count
            if resolved.count > 1 { classIndexBySignature[members] = index }
            planned.classes.append(ProviderPlan.ProviderClass(
                name: "\(GeneratedNames.identifier(typeName))DependencyProvider\(index)", component: typeName, fileName: fileName,
                dependencyProtocol: dependency.name, members: members, conditions: conditions.isEmpty ? [] : Array(Set(conditions)).sorted(),
                examplePath: exampleNames(of: context.id, in: resolution, names: names)))
        }
        planned.classes[index].states.append(numbering.number[context.id]!)
        planned.classes[index].pathCount = planned.classes[index].pathCount + context.pathCount
    }
    return planned
}

extension ProviderPlan.Route {
    init(_ route: Provider.Route) {
        switch route {
        case .member: self = .member
        case .pluginExtension: self = .pluginExtension
        case .nonCoreComponent: self = .nonCoreComponent
        }
    }
}

/// One conformance per pluginized component whose non-core component and plugin extension are both in the
/// workspace, unless the non-core component already declares it; sorted, so the output is deterministic.
private func pluginExtensionConformances(in graph: ComponentGraph, names: GeneratedNames) -> [ProviderPlan.PluginExtensionConformance] {
    guard graph.hasPluginizedComponents else { return [] }
    var conformances = Set<ProviderPlan.PluginExtensionConformance>()
    for component in graph.components {
        guard case .pluginized(let extensionType, _) = component.pluginization,
            let nonCoreID = graph.nonCoreComponentOf[component.id],
            let pluginExtension = graph.pluginExtensionProtocols[ComponentGraph.lastPathComponent(of: extensionType.text)]
        else { continue }
        conformances.insert(ProviderPlan.PluginExtensionConformance(
            nonCoreComponent: names.component(nonCoreID), pluginExtension: pluginExtension.name,
            conditions: component.conditions.map(\.description), nonCoreID: nonCoreID,
            pluginExtensionFile: pluginExtension.nameLocation.file))
    }
    let declared = declaredConformances(in: graph, of: Set(conformances.map(\.nonCoreComponent)))
    return conformances.filter { !declared.contains([$0.nonCoreComponent, $0.pluginExtension]) }
        .sorted { ($0.nonCoreComponent, $0.pluginExtension) < ($1.nonCoreComponent, $1.pluginExtension) }
}

/// `[type, protocol]` for each protocol that a class or extension of one of `typeNames` lists, in any file the
/// generator did not write.
private func declaredConformances(in graph: ComponentGraph, of typeNames: Set<String>) -> Set<[String]> {
    var declared = Set<[String]>()
    for file in graph.snapshot.files where !file.summary.isGenerated {
        for declaration in file.summary.declarations where declaration.kind == .class || declaration.kind == .extension {
            let typeName = ComponentGraph.lastPathComponent(of: declaration.name)
            guard typeNames.contains(typeName) else { continue }
            for inherited in declaration.inheritedTypes {
                declared.insert([typeName, ComponentGraph.lastPathComponent(of: inherited.text)])
            }
        }
    }
    return declared
}

/// The names along a context's example path, its middle elided when long (`... 9994 more ...`).
private func exampleNames(of context: ContextID, in resolution: Resolution, names: GeneratedNames) -> [String] {
    let path = resolution.shortExamplePath(of: context)
    let spelled = { (ids: [ComponentID]) in ids.map(names.name(of:)) }
    return path.omitted == 0 ? spelled(path.head) : spelled(path.head) + ["... \(path.omitted) more ..."] + spelled(path.tail)
}

/// Members (in name order) reading the same providers differ only where one context reaches an ancestor by
/// a fixed hop count and another cannot: those read the nearest ancestor of the type in every context, so
/// the component needs one provider (often itself) instead of one per distance.
private func unifyingReaches(
    _ sorted: [(context: ComponentContext, members: [ProviderPlan.Member], conditions: [String])]
) -> [(context: ComponentContext, members: [ProviderPlan.Member], conditions: [String])] {
    guard sorted.count > 1 else { return sorted }
    /// What a member reads, whatever its reach.
    struct Shape: Hashable {
        let name: String, type: String, ancestorType: String, route: ProviderPlan.Route, providerName: String
    }
    func shape(_ members: [ProviderPlan.Member]) -> [Shape] {
        members.map { Shape(name: $0.name, type: $0.type, ancestorType: $0.ancestorType, route: $0.route, providerName: $0.providerName) }
    }
    let reachesByShape = Dictionary(grouping: sorted.map { (shape($0.1), $0.1.map(\.reach)) }, by: \.0)
    return sorted.map { context, members, conditions in
        let reaches = reachesByShape[shape(members)]!.map(\.1)
        let unified = members.enumerated().map { index, member in
            guard reaches.contains(where: { $0[index] != member.reach }) else { return member }
            return member.reached(.nearest)
        }
        return (context, unified, conditions)
    }
}

/// Members every component has (from `Component` and `Scope`): a requirement with one of these names needs a
/// provider class, since the component cannot declare it again.
private let reservedComponentMemberNames: Set<String> = ["parent", "dependency", "shared", "weakShared"]
