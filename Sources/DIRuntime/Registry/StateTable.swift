/// The registry's automaton: one node per state a component can be created in, found from the parent's
/// state and the child's type.
///
/// No locking of its own; `DependencyProviderRegistry` owns the one instance and its lock. Node 0 is the
/// origin above every root. Nodes described by a generated table read their transitions and provider from it
/// lazily, the first time they are needed; nodes for steps no table describes (a component that needs nothing,
/// created anywhere) are added as they are met. A node finds a child by scanning its children's types: a
/// component creates few child types, and comparing pointers beats hashing a key.
struct StateTable {
    struct Node {
        /// The node this one was first reached from (for messages; a state may have several parents).
        let parent: ComponentStateID
        /// `nil` only for the origin.
        let componentType: Any.Type?
        /// The factory for the component type in this state, or `nil` when none is registered.
        var factory: ProviderFactory?
        /// The generated table and state describing this node, if any.
        var generated: (table: Int, state: Int)?
        var transitionsRead = false
        var providerRead = false
        /// The states one step further: the child component's type and its state's id.
        var children: ContiguousArray<(componentType: ObjectIdentifier, id: ComponentStateID)> = []
    }

    private var nodes: ContiguousArray<Node> = [Node(parent: .origin, componentType: nil)]
    private var tables: [GeneratedStates] = []
    /// For each table, the node of each of its states (-1 until reached).
    private var nodeOfState: [[Int]] = []

    /// Adds a generated table and reads its roots at once (a handful); its other states are read lazily. A
    /// root already known from an earlier table now leads to this table's states.
    mutating func add(_ table: GeneratedStates) {
        tables.append(table)
        nodeOfState.append(Array(repeating: -1, count: max(table.count, 1)))
        nodeOfState[tables.count - 1][0] = ComponentStateID.origin.rawValue
        readTransitions(table: tables.count - 1, state: 0, into: .origin)
    }

    /// The id of `componentType` created in state `parent`, adding a node when new.
    mutating func intern(_ componentType: Any.Type, under parent: ComponentStateID) -> ComponentStateID {
        if let existing = existingID(of: componentType, under: parent) { return existing }
        let id = appendNode(Node(parent: parent, componentType: componentType))
        setChild(componentType, id, of: parent)
        return id
    }

    /// The id of `componentType` created in state `parent`, or `nil` when no table lists it and it was never met.
    mutating func existingID(of componentType: Any.Type, under parent: ComponentStateID) -> ComponentStateID? {
        if !nodes[parent.rawValue].transitionsRead, let (table, state) = nodes[parent.rawValue].generated {
            readTransitions(table: table, state: state, into: parent)
        }
        let typeID = ObjectIdentifier(componentType)
        for child in nodes[parent.rawValue].children where child.componentType == typeID {
            return child.id
        }
        return nil
    }

    /// The state of `componentType` created in state `parent` and its factory, when both were read before (the
    /// common case). Non-mutating, so it reads the table without uniqueness checks; `nil` sends the caller to
    /// `intern` and `factory(for:)`.
    func knownPlacement(of componentType: Any.Type, under parent: ComponentStateID) -> ComponentPlacement? {
        guard nodes[parent.rawValue].transitionsRead || nodes[parent.rawValue].generated == nil else { return nil }
        let typeID = ObjectIdentifier(componentType)
        for child in nodes[parent.rawValue].children where child.componentType == typeID {
            guard nodes[child.id.rawValue].providerRead else { return nil }
            return ComponentPlacement(
                stateID: child.id, factory: nodes[child.id.rawValue].factory.map { Unmanaged.passUnretained($0) })
        }
        return nil
    }

    /// The factory for state `id`, if any (read from its generated table the first time).
    mutating func factory(for id: ComponentStateID) -> ProviderFactory? {
        if !nodes[id.rawValue].providerRead {
            nodes[id.rawValue].providerRead = true
            if let (table, state) = nodes[id.rawValue].generated {
                let sink = StateProviders()
                tables[table].providers(state, sink)
                if let factory = sink.factory { nodes[id.rawValue].factory = factory }
            }
        }
        return nodes[id.rawValue].factory
    }

    /// Sets the factory for `id` (overriding a generated one), returning the one it replaced.
    mutating func setFactory(_ factory: ProviderFactory, for id: ComponentStateID) -> ProviderFactory? {
        let previous = self.factory(for: id)
        nodes[id.rawValue].factory = factory
        return previous
    }

    /// The component type names from the root down to `id` along first parents, for messages.
    func typeNames(of id: ComponentStateID) -> [String] {
        var names: [String] = []
        var current = id
        while current != .origin {
            let node = nodes[current.rawValue]
            if let componentType = node.componentType { names.append(String(describing: componentType)) }
            current = node.parent
        }
        return names.reversed()
    }

    private mutating func readTransitions(table: Int, state: Int, into id: ComponentStateID) {
        nodes[id.rawValue].transitionsRead = true
        let sink = StateTransitions()
        tables[table].transitions(state, sink)
        for (componentType, childState) in sink.entries where childState > 0 && childState < nodeOfState[table].count {
            var child = nodeOfState[table][childState]
            if child < 0 {
                child = appendNode(Node(parent: id, componentType: componentType, generated: (table, childState))).rawValue
                nodeOfState[table][childState] = child
            }
            setChild(componentType, ComponentStateID(rawValue: child), of: id)
        }
    }

    private mutating func appendNode(_ node: Node) -> ComponentStateID {
        nodes.append(node)
        return ComponentStateID(rawValue: nodes.count - 1)
    }

    /// Points `parent`'s transition for `componentType` at `child`, replacing an earlier one.
    private mutating func setChild(_ componentType: Any.Type, _ child: ComponentStateID, of parent: ComponentStateID) {
        let typeID = ObjectIdentifier(componentType)
        if let index = nodes[parent.rawValue].children.firstIndex(where: { $0.componentType == typeID }) {
            nodes[parent.rawValue].children[index].id = child
        } else {
            nodes[parent.rawValue].children.append((typeID, child))
        }
    }
}
