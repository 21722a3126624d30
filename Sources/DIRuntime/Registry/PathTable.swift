/// The interned tree of component paths: one node per (parent path, component type) step ever seen.
///
/// No locking of its own; `DependencyProviderRegistry` owns the one instance and its lock. Node 0 is the
/// origin above every root, so a node's index is its `ComponentPathID`. A node finds a child by scanning its
/// children's types: a component has few child types, and the scan compares pointers where a dictionary
/// would hash a key (the benchmark measured hashing as a tenth of a component's creation time).
struct PathTable {
    /// What the table knows about one path.
    struct Node {
        let parent: ComponentPathID
        /// `nil` only for the origin.
        let componentType: Any.Type?
        /// The factory for the component type on this path, or `nil` when none is registered.
        var factory: ProviderFactory?
        /// The paths one step longer: the child component's type and its path's id.
        var children: ContiguousArray<(componentType: ObjectIdentifier, id: ComponentPathID)> = []
    }

    private var nodes: ContiguousArray<Node> = [Node(parent: .origin, componentType: nil, factory: nil)]

    /// The id of the path made of `parent` and then `componentType`, adding it when new.
    mutating func intern(_ componentType: Any.Type, under parent: ComponentPathID) -> ComponentPathID {
        if let existing = existingID(of: componentType, under: parent) {
            return existing
        }
        let typeID = ObjectIdentifier(componentType)
        let id = ComponentPathID(rawValue: nodes.count)
        nodes.append(Node(parent: parent, componentType: componentType, factory: nil))
        nodes[parent.rawValue].children.append((typeID, id))
        return id
    }

    /// The id of the path made of `parent` and then `componentType`, or `nil` when it was never seen.
    /// Non-mutating, so the common case (a known path) reads the table without uniqueness checks.
    func existingID(of componentType: Any.Type, under parent: ComponentPathID) -> ComponentPathID? {
        let typeID = ObjectIdentifier(componentType)
        for child in nodes[parent.rawValue].children where child.componentType == typeID {
            return child.id
        }
        return nil
    }

    /// The factory registered for `id`, if any.
    func factory(for id: ComponentPathID) -> ProviderFactory? {
        nodes[id.rawValue].factory
    }

    /// Sets the factory for `id`, returning the one it replaced.
    mutating func setFactory(_ factory: ProviderFactory, for id: ComponentPathID) -> ProviderFactory? {
        let previous = nodes[id.rawValue].factory
        nodes[id.rawValue].factory = factory
        return previous
    }

    /// The component type names from the root down to `id`, for messages.
    func typeNames(of id: ComponentPathID) -> [String] {
        var names: [String] = []
        var current = id
        while current != .origin {
            let node = nodes[current.rawValue]
            if let componentType = node.componentType {
                names.append(String(describing: componentType))
            }
            current = node.parent
        }
        return names.reversed()
    }
}
