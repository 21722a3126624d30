import DIResolver

/// Numbers the contexts reachable from the roots as the generated automaton's states: breadth first from
/// the roots in name order, each context's children in name order, so the numbers depend only on the graph.
/// State 0 is the origin above the roots; contexts get 1, 2, ...
struct StateNumbering {
    /// The contexts in state order (state n is `order[n - 1]`).
    private(set) var order: [ContextID] = []
    private(set) var number: [ContextID: Int] = [:]
    /// The roots' contexts, in name order.
    private(set) var roots: [ContextID] = []

    init(_ resolution: Resolution) {
        let graph = resolution.graph
        let names = graph.components.map(\.name)
        roots = graph.roots.sorted { names[$0.rawValue] < names[$1.rawValue] }.compactMap { root in
            resolution.contexts(of: root).first { $0.parents.isEmpty }?.id
        }
        var next = 0
        for root in roots { assign(root) }
        while next < order.count {
            let context = order[next]
            next += 1
            let children = resolution[context].children.sorted { names[$0.component.rawValue] < names[$1.component.rawValue] }
            for child in children where number[child] == nil { assign(child) }
        }
    }

    private mutating func assign(_ context: ContextID) {
        order.append(context)
        number[context] = order.count
    }
}
