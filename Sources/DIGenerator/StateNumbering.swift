import DIResolver

/// Numbers the contexts reachable from the roots as the generated automaton's states: breadth first from
/// the roots in name order, each context's children in name order, so the numbers depend only on the graph.
/// State 0 is the origin above the roots; contexts get 1, 2, ...
struct StateNumbering {
    /// The contexts in state order (state n is `order[n - 1]`).
    private(set) var order: [ContextID] = []
    private(set) var number: StateNumbers
    /// The roots' contexts, in name order.
    private(set) var roots: [ContextID] = []

    init(_ resolution: Resolution) {
        let graph = resolution.graph
        number = StateNumbers(componentCount: graph.components.count)
        let names = graph.components.indices.map { graph[ComponentID($0)].name }
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

/// State numbers by context, in an array per component indexed by the context's index: planning looks one up per
/// context and per child, and hashing 10,000 `ContextID`s into a dictionary cost milliseconds.
struct StateNumbers: Sendable {
    /// 0 for a context without a state.
    private var byComponent: [[Int]]

    init(componentCount: Int) {
        byComponent = Array(repeating: [], count: componentCount)
    }

    subscript(context: ContextID) -> Int? {
        get {
            let component = context.component.rawValue
            guard context.index < byComponent[component].count else { return nil }
            let number = byComponent[component][context.index]
            return number > 0 ? number : nil
        }
        set {
            let component = context.component.rawValue
            if byComponent[component].count <= context.index {
                byComponent[component] += Array(repeating: 0, count: context.index + 1 - byComponent[component].count)
            }
            byComponent[component][context.index] = newValue ?? 0
        }
    }
}
