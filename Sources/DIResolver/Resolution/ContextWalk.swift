import DIIndex
import DIScanner

/// Builds contexts depth first over the graph, carrying the providers of the current path in
/// `ProviderStacks`. A child that is not a merge point gets one context per parent context; a merge
/// point gets one per distinct key, so the walk visits each context once however many paths lead to it.
///
/// Iterative: a chain of 10,000 components is 10,000 frames of an array, not of the call stack.
struct ContextWalk {
    let graph: ComponentGraph
    let topology: GraphTopology
    let tables: ResolutionTables
    let limits: ResolutionLimits
    /// Only components in the region get new contexts (all of them when nil).
    let region: [Bool]?
    var contexts: ChunkedArray<[ComponentContext]>
    /// For each merge point, its contexts by key.
    var keyIndex: [ComponentID: [[Int]: Int]]
    /// Shadowings found, by the context of the consumer that binds to the nearer provider.
    var shadowings: [ContextID: [Shadowing]] = [:]
    /// Contexts made by this walk, in the order they were made.
    var made: [ContextID] = []
    var contextCount: Int
    /// The first component that could not get a context because `limits.maximumContextCount` was reached.
    var limitReachedAt: ComponentID?

    private var stacks = ProviderStacks()

    init(
        graph: ComponentGraph, topology: GraphTopology, tables: ResolutionTables, limits: ResolutionLimits, region: [Bool]?,
        contexts: ChunkedArray<[ComponentContext]>, keyIndex: [ComponentID: [[Int]: Int]], contextCount: Int
    ) {
        self.graph = graph
        self.topology = topology
        self.tables = tables
        self.limits = limits
        self.region = region
        self.contexts = contexts
        self.keyIndex = keyIndex
        self.contextCount = contextCount
    }

    /// Walks from every root.
    mutating func walkFromRoots() {
        for root in graph.roots where region?[root.rawValue] ?? true {
            guard let id = makeContext(of: root, root: root, parent: nil) else { return }
            descend(from: id, isRoot: true)
        }
    }

    /// Walks into the region from a context outside it: its path's providers are pushed first.
    mutating func walk(fromEntry entry: ContextID) {
        let path = examplePath(of: entry)
        for (position, id) in path.enumerated() { stacks.push(id.component, fromRoot: position == 0, tables: tables) }
        for child in topology.children[entry.component.rawValue] where region?[child.rawValue] ?? true {
            if let made = arrive(at: child, from: entry) { descend(from: made, isRoot: false) }
        }
        for id in path.reversed() { stacks.pop(id.component, tables: tables) }
    }

    /// Binds the requirements of an existing context again, against the providers of its example path (every
    /// path into a context sees the same providers of the names its component and those below it require).
    mutating func rebind(_ id: ContextID) {
        let names = Array(Set(tables.requirements[id.component.rawValue].map(\.name)))
        let path = examplePath(of: id).dropLast()
        for (position, ancestor) in path.enumerated() {
            stacks.push(ancestor.component, fromRoot: position == 0, names: names, tables: tables)
        }
        var found: [Shadowing] = []
        contexts[id].bindings = stacks.bind(
            tables.requirements[id.component.rawValue], consumer: id.component, reader: tables.reader(root: contexts[id].root),
            tables: tables, graph: graph, shadowings: &found)
        shadowings[id] = found.isEmpty ? nil : found
        for ancestor in path.reversed() { stacks.pop(ancestor.component, names: names, tables: tables) }
    }

    /// Binds again the requirements named in `names` of every context below `entry` whose component is in
    /// `components`, walking the existing contexts depth first and carrying only those names' providers.
    /// Merge points are not entered: the caller made their subtrees again if they require one of the names.
    mutating func rebind(below entry: ContextID, names: [Int], components: Set<ComponentID>) {
        let path = examplePath(of: entry)
        for (position, id) in path.enumerated() { stacks.push(id.component, fromRoot: position == 0, names: names, tables: tables) }
        var frames: [(context: ContextID, nextChild: Int)] = [(entry, 0)]
        while let (context, nextChild) = frames.last {
            let children = contexts[context].children
            guard nextChild < children.count else {
                frames.removeLast()
                if !frames.isEmpty { stacks.pop(context.component, names: names, tables: tables) }
                continue
            }
            frames[frames.count - 1].nextChild += 1
            let child = children[nextChild]
            guard !topology.isMergePoint[child.component.rawValue] else { continue }
            if components.contains(child.component) { rebindNamed(names, in: child) }
            stacks.push(child.component, fromRoot: false, names: names, tables: tables)
            frames.append((child, 0))
        }
        for id in path.reversed() { stacks.pop(id.component, names: names, tables: tables) }
    }

    /// Binds the requirements of `id` whose names are in `names` against the current stacks, replacing the
    /// shadowings they found before.
    private mutating func rebindNamed(_ names: [Int], in id: ContextID) {
        let requirements = tables.requirements[id.component.rawValue]
        let reader = tables.reader(root: contexts[id].root)
        var found: [Shadowing] = []
        for (index, requirement) in requirements.enumerated() where names.contains(requirement.name) {
            let binding = stacks.bind(
                [requirement], consumer: id.component, reader: reader, tables: tables, graph: graph, shadowings: &found)[0]
            // In place: copied out, changed and written back, the bindings were copied whole per consumer.
            contexts[id.component.rawValue][id.index].bindings[index] = binding
        }
        var kept = (shadowings[id] ?? []).filter { !names.contains(tables.nameIDs[$0.nearer.name] ?? -1) }
        kept += found
        shadowings[id] = kept.isEmpty ? nil : kept
    }

    /// The contexts from the root to `id`, by example parents.
    func examplePath(of id: ContextID) -> [ContextID] {
        var path = [id]
        var current = id
        while let parent = contexts[current.component.rawValue][current.index].exampleParent {
            path.append(parent)
            current = parent
        }
        return path.reversed()
    }

    /// Depth first below `start`, whose component's providers are not yet pushed.
    private mutating func descend(from start: ContextID, isRoot: Bool) {
        var frames: [(context: ContextID, nextChild: Int)] = [(start, 0)]
        stacks.push(start.component, fromRoot: isRoot, tables: tables)
        while let (context, nextChild) = frames.last {
            let children = topology.children[context.component.rawValue]
            guard nextChild < children.count else {
                frames.removeLast()
                stacks.pop(context.component, tables: tables)
                continue
            }
            frames[frames.count - 1].nextChild += 1
            let child = children[nextChild]
            guard region?[child.rawValue] ?? true, let made = arrive(at: child, from: context) else { continue }
            stacks.push(child, fromRoot: false, tables: tables)
            frames.append((made, 0))
        }
    }

    /// Links `parent` to the context of `child` it leads to, making it when new.
    /// - Returns: the context when it was made now (the caller walks below it).
    @discardableResult
    private mutating func arrive(at child: ComponentID, from parent: ContextID) -> ContextID? {
        let root = contexts[parent.component.rawValue][parent.index].root
        let reader = tables.reader(root: root)
        var key: [Int]?
        if topology.isMergePoint[child.rawValue] {
            let relevant = tables.relevantNames[child] ?? []
            let arrivalKey = stacks.key(relevantNames: relevant, root: root, reader: reader, tables: tables)
            if let index = keyIndex[child]?[arrivalKey] {
                link(parent, to: ContextID(component: child, index: index))
                return nil
            }
            key = arrivalKey
        }
        guard let made = makeContext(of: child, root: root, parent: parent) else { return nil }
        if let key { keyIndex[child, default: [:]][key] = made.index }
        return made
    }

    private mutating func makeContext(of component: ComponentID, root: ComponentID, parent: ContextID?) -> ContextID? {
        guard contextCount < limits.maximumContextCount else {
            if limitReachedAt == nil { limitReachedAt = component }
            return nil
        }
        contextCount += 1
        var found: [Shadowing] = []
        let bindings = stacks.bind(
            tables.requirements[component.rawValue], consumer: component, reader: tables.reader(root: root),
            tables: tables, graph: graph, shadowings: &found)
        let id = ContextID(component: component, index: contexts[component.rawValue].count)
        if !found.isEmpty { shadowings[id] = found }
        contexts[component.rawValue].append(ComponentContext(id: id, root: root, bindings: bindings))
        made.append(id)
        if let parent { link(parent, to: id) }
        return id
    }

    private mutating func link(_ parent: ContextID, to child: ContextID) {
        contexts[parent.component.rawValue][parent.index].children.append(child)
        contexts[child.component.rawValue][child.index].parents.append(parent)
    }
}
