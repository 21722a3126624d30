import DIIndex
import DIResolver
import DIScanner

/// The component tree as a call hierarchy: a component's incoming calls are its parents (where they create it),
/// its outgoing calls its children.
extension Analysis {
    /// The component at `offset`: its name, a `Child(parent: self)` creating it, or the class or extension around.
    public func componentItem(in file: FileID, at offset: Int) -> HierarchyItem? {
        switch target(in: file, at: offset) {
        case .component(let id): return componentItem(id)
        case .childCreation(let edge): return componentItem(edge.child)
        default: return enclosingComponent(in: file, at: offset).map(componentItem)
        }
    }

    /// The item of the component named `name`, as a client sends it back.
    public func componentItem(named name: String) -> HierarchyItem? {
        graph.component(named: name).map { componentItem($0.id) }
    }

    /// The parents of the item's component, one call per parent and file: the creations in the parent's class
    /// file come with the parent's item, those in an extension elsewhere with an item for that extension.
    public func incomingCalls(to item: HierarchyItem) -> [HierarchyCall] {
        guard item.kind == .component, let component = graph.component(named: item.name, writtenIn: item.selection.file) else { return [] }
        var calls: [HierarchyCall] = []
        for parent in resolution.parents(of: component.id) {
            let edges = graph[parent].children.filter { $0.child == component.id }
            var files: [FileID] = []
            for edge in edges where !files.contains(edge.location.file) { files.append(edge.location.file) }
            for file in files {
                let ranges = edges.map(\.location).filter { $0.file == file }
                let caller = file == graph[parent].nameLocation.file
                    ? componentItem(parent) : extensionItem(of: parent, around: ranges[0]) ?? componentItem(parent)
                calls.append(HierarchyCall(item: caller, ranges: ranges))
            }
        }
        return calls
    }

    /// The children of the item's component, each with its creations in the item's file (none when they are all
    /// written in another file).
    public func outgoingCalls(from item: HierarchyItem) -> [HierarchyCall] {
        guard item.kind == .component, let component = graph.component(named: item.name, writtenIn: item.selection.file) else { return [] }
        return resolution.children(of: component.id).map { child in
            let ranges = component.children.filter { $0.child == child && $0.location.file == item.selection.file }.map(\.location)
            return HierarchyCall(item: componentItem(child), ranges: ranges)
        }
    }

    func componentItem(_ id: ComponentID) -> HierarchyItem {
        let component = graph[id]
        return HierarchyItem(
            name: component.name, detail: component.isRoot ? "root" : component.dependencyTypeName, kind: .component,
            range: component.declaration, selection: component.nameLocation)
    }

    /// The innermost class or extension of a component around `offset`.
    func enclosingComponent(in file: FileID, at offset: Int) -> ComponentID? {
        guard let declarations = snapshot.file(file)?.summary.declarations else { return nil }
        for declaration in declarations.reversed() where declaration.range.touches(offset) {
            if let component = component(extendedBy: declaration, in: file) { return component.id }
        }
        return nil
    }

    /// An item for the extension of `component` that holds `location`.
    private func extensionItem(of component: ComponentID, around location: SourceLocation) -> HierarchyItem? {
        let name = graph[component].name
        guard let declaration = snapshot.file(location.file)?.summary.declarations.last(where: {
            $0.kind == .extension && $0.range.contains(location.range.start) && graph.component(named: $0.name)?.id == component
        }) else { return nil }
        return HierarchyItem(
            name: name, detail: "extension", kind: .component, range: SourceLocation(file: location.file, range: declaration.range),
            selection: SourceLocation(file: location.file, range: declaration.nameRange))
    }
}
