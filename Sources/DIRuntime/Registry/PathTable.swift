/// The interned tree of component paths: one node per (parent path, component type) step ever seen.
///
/// A value type with no locking of its own; `DependencyProviderRegistry` owns the one instance and its lock.
/// Node 0 is the origin above every root, so a node's index is its `ComponentPathID`.
struct PathTable {
    /// One step of a path: the path above and the type of the component placed under it.
    struct Step: Hashable {
        let parent: ComponentPathID
        let componentType: ObjectIdentifier
    }

    /// What the table knows about one path.
    struct Node {
        let parent: ComponentPathID
        /// `nil` only for the origin.
        let componentType: Any.Type?
        /// A `ProviderFactory<DependencyType>` for the component type, or `nil` when none is registered.
        var factory: AnyObject?
    }

    private var idsByStep: [Step: ComponentPathID] = [:]
    private var nodes: [Node] = [Node(parent: .origin, componentType: nil, factory: nil)]

    /// The id of the path made of `parent` and then `componentType`, adding it when new.
    mutating func intern(_ componentType: Any.Type, under parent: ComponentPathID) -> ComponentPathID {
        let step = Step(parent: parent, componentType: ObjectIdentifier(componentType))
        if let existing = idsByStep[step] {
            return existing
        }
        let id = ComponentPathID(rawValue: nodes.count)
        nodes.append(Node(parent: parent, componentType: componentType, factory: nil))
        idsByStep[step] = id
        return id
    }

    /// The id of a whole path given root first, adding its prefixes when new.
    mutating func intern(path componentTypes: [Any.Type]) -> ComponentPathID {
        var id = ComponentPathID.origin
        for componentType in componentTypes {
            id = intern(componentType, under: id)
        }
        return id
    }

    subscript(id: ComponentPathID) -> Node {
        get { nodes[id.rawValue] }
        set { nodes[id.rawValue] = newValue }
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
