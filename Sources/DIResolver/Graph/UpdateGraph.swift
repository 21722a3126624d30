import DIIndex
import DIScanner

/// What an update of the graph changed, so resolution re-walks only what it must.
public struct GraphDelta: Sendable {
    /// The graph was rebuilt: some file changed its shape (declared components, protocols, imports).
    public var isFullRebuild = false
    /// Components whose child edges changed: their whole subtree is walked again.
    public var childrenChanged = Set<ComponentID>()
    /// Components whose providers changed, with the positions that differ: descendants rebind those providers'
    /// names.
    public var providersChanged: [ComponentID: ChangedPositions] = [:]
    /// Components whose dependency protocol's requirements changed: all their bindings are recomputed.
    public var requirementsChanged = Set<ComponentID>()
    /// Components now declared or extended in a damaged file and not before, or the reverse: their contexts, which
    /// carry the damage down, are made again with everything below them.
    public var damageChanged = Set<ComponentID>()

    static let fullRebuild = GraphDelta(isFullRebuild: true)

    /// Positions in a component's old and new provider lists whose providers differ; their names are a superset
    /// of the names whose providers differ as sets (a provider that only moved in the list counts too, and binding
    /// it again changes nothing). Positions, not names: a root with 10,000 members has them all moved by one
    /// removed line, and hashing their names twice was most of that edit.
    public struct ChangedPositions: Sendable {
        public var old: [Int] = []
        public var new: [Int] = []

        init(_ old: [Provider], _ new: [Provider]) {
            for index in 0..<max(old.count, new.count) {
                guard index >= old.count || index >= new.count || old[index] != new[index] else { continue }
                if index < old.count { self.old.append(index) }
                if index < new.count { self.new.append(index) }
            }
        }
    }
}

extension ComponentGraph {
    /// This graph for `snapshot`, which differs from this graph's snapshot only in `changedFiles`.
    ///
    /// When every changed file keeps its shape (the common edit: a provider, a requirement or a child
    /// added, removed or retyped; lines moved), only the components and protocols those files touch are
    /// recomputed. Otherwise the graph is assembled again from the cached contributions.
    public func updated(to snapshot: Snapshot, changedFiles: Set<FileID>) -> (graph: ComponentGraph, delta: GraphDelta) {
        guard isUpdatable else { return (buildGraph(snapshot, configuration: configuration), .fullRebuild) }
        var graph = self
        graph.snapshot = snapshot
        var olds: [FileID: FileContribution?] = [:]
        var shapeChanged = false
        for file in changedFiles {
            let old = file.rawValue < contributions.count ? contributions[file.rawValue] : nil
            let new = snapshot.file(file).map { FileContribution($0) }
            shapeChanged = shapeChanged || old?.shape != new?.shape
            olds[file] = old
            graph.setContribution(new, for: file)
        }
        // Pluginized components read their non-core components' members and plugin extensions, and a name several
        // modules declare maps to components or protocols by module: rare enough that any edit rebuilds rather
        // than patching.
        if shapeChanged || hasPluginizedComponents || !sameNameComponents.isEmpty || !protocolTable.sharedNames.isEmpty {
            graph.assemble()
            return (graph, .fullRebuild)
        }
        var delta = GraphDelta()
        let oldSummaries = Dictionary(uniqueKeysWithValues: changedFiles.map { ($0, self.snapshot.file($0)?.summary) })
        graph.patch(changedFiles: changedFiles, olds: olds, oldSummaries: oldSummaries, delta: &delta)
        return (graph, delta)
    }

    private mutating func patch(
        changedFiles: Set<FileID>, olds: [FileID: FileContribution?], oldSummaries: [FileID: FileSummary?], delta: inout GraphDelta
    ) {
        var touched = Set<ComponentID>()
        var protocolNames = Set<String>()
        for file in changedFiles {
            let old = olds[file] ?? nil
            let new = contributions[file.rawValue]
            if (new?.isDamaged == true) != damagedFiles.contains(file) {
                if new?.isDamaged == true { damagedFiles.insert(file) } else { damagedFiles.remove(file) }
            }
            var moved = Set<String>()  // a name's first declaration is the component; later ones are duplicates
            for declaration in new?.classes ?? [] {
                guard let recognised = baseClasses.recognise(declaration), moved.insert(declaration.name).inserted else { continue }
                moveDeclaration(declaration, as: recognised, in: file)
            }
            let oldTargets = Set(old?.memberBlocks.map(\.target) ?? [])
            let newTargets = Set(new?.memberBlocks.map(\.target) ?? [])
            for name in oldTargets.union(newTargets) {
                if let id = componentIDsByName[name] { touched.insert(id) }
                // Written only when the list changes: a write copies the whole table.
                guard oldTargets.contains(name) != newTargets.contains(name) else { continue }
                var files = memberFilesByName[name] ?? []
                files.removeAll { $0 == file }
                if newTargets.contains(name) { files.append(file); files.sort() }
                memberFilesByName[name] = files
            }
            if old?.protocols ?? [] != new?.protocols ?? [] {
                for declaration in (old?.protocols ?? []) + (new?.protocols ?? []) { protocolNames.insert(declaration.name) }
            }
            for declaration in new?.classes ?? [] { if let id = componentIDsByName[declaration.name] { touched.insert(id) } }
        }
        for id in touched { rebuildMembers(of: id, recordingInto: &delta) }
        refreshProtocols(protocolNames, recordingInto: &delta)
        var candidates: [SourceLocation] = []
        for id in touched.union(delta.requirementsChanged) { candidates += refreshDependencyReads(of: id) }
        if memberReadTable != nil {
            var changedNames = Set<UInt32>()
            for file in changedFiles {
                changedNames.formUnion(memberReadTable!.replace(file, oldSummaries[file] ?? nil, with: snapshot.file(file)?.summary))
            }
            candidates += dependencyReadTable.candidates(memberNamed: changedNames)
        }
        for file in changedFiles {
            candidates += dependencyReadTable.updateOtherReads(
                removing: otherDependencyReads(of: olds[file] ?? nil), adding: otherDependencyReads(of: contributions[file.rawValue]))
        }
        if !candidates.isEmpty { reevaluateUnreadRequirements(Array(Set(candidates))) }
        refreshDuplicates()
        findMisplacedCreations(in: changedFiles)
        // Shapes are unchanged, so the same components have unknown types; only their places can move.
        if !unknownDependencyTypes.isEmpty {
            unknownDependencyTypes = unknownDependencyTypes.compactMap { unknownDependencyType(of: $0.component) }
        }
    }

    /// Lines moved: the component keeps its identity, its locations follow the text.
    private mutating func moveDeclaration(
        _ declaration: FileContribution.ClassDeclaration, as recognised: ComponentBaseClasses.Recognised, in file: FileID
    ) {
        guard let id = componentIDsByName[declaration.name], components[id.rawValue].nameLocation.file == file else { return }
        let old = components[id.rawValue]
        guard old.nameLocation != declaration.nameLocation || old.declaration != declaration.declaration || old.body != declaration.body
            || old.conditions != declaration.conditions || old.access != declaration.access || old.kind != recognised.kind
            || old.pluginization != recognised.pluginization
        else { return }
        components[id.rawValue] = Component(
            id: id, name: old.name, kind: recognised.kind, pluginization: recognised.pluginization, access: declaration.access,
            module: old.module, declaration: declaration.declaration,
            nameLocation: declaration.nameLocation, body: declaration.body, conditions: declaration.conditions, parts: old.parts,
            providers: old.providers, children: old.children, dependencyReads: old.dependencyReads)
    }

    private mutating func rebuildMembers(of id: ComponentID, recordingInto delta: inout GraphDelta) {
        let old = components[id.rawValue]
        rebuildMembers(of: id)
        let new = components[id.rawValue]
        if old.children.map(\.child) != new.children.map(\.child) { delta.childrenChanged.insert(id) }
        if !damagedFiles.isEmpty, old.parts.contains(where: damagedFiles.contains) != new.parts.contains(where: damagedFiles.contains) {
            delta.damageChanged.insert(id)
        }
        if old.providers != new.providers { delta.providersChanged[id] = GraphDelta.ChangedPositions(old.providers, new.providers) }
    }

    /// Re-reads the protocols declared in changed files and every protocol inheriting from them.
    private mutating func refreshProtocols(_ names: Set<String>, recordingInto delta: inout GraphDelta) {
        guard !names.isEmpty else { return }
        protocolTable.refresh(names, from: contributions)
        var changed = Set<String>()
        var memo: [String: Bool] = [:]
        // Only protocols components require are flattened; others are known by name (inheritance is shape).
        for name in protocolTable.inheritors(of: names) where componentsByProtocol[name] != nil {
            let new = protocolTable.dependencyProtocol(named: name, memo: &memo)
            if new?.requirements != protocols[name]?.requirements || new?.nameLocation != protocols[name]?.nameLocation {
                protocols[name] = new
                for id in componentsByProtocol[name] ?? [] where !protocolOfComponent.isEmpty { protocolOfComponent[id.rawValue] = new }
                changed.insert(name)
            }
        }
        for name in changed { delta.requirementsChanged.formUnion(componentsByProtocol[name] ?? []) }
        findDuplicateDependencyProtocols()
    }

    /// Duplicates keep their order (shapes did not change) but may have moved.
    private mutating func refreshDuplicates() {
        guard !duplicateComponents.isEmpty else { return }
        duplicateComponents = []
        for contribution in contributions {
            for declaration in contribution?.classes ?? [] where baseClasses.recognise(declaration) != nil {
                guard let id = componentIDsByName[declaration.name], components[id.rawValue].nameLocation != declaration.nameLocation
                else { continue }
                duplicateComponents.append((declaration.nameLocation, id))
            }
        }
    }
}
