import DIIndex
import DIScanner

/// Builds the component graph of `snapshot`: components (classes, their extensions in any file),
/// dependency protocols with inherited requirements, and child edges.
///
/// A graph that will never be `updated` (a batch check) need not keep what updates reuse: the per-file
/// contributions and the table of which files have members of each name, held twice over while assembling
/// (a tenth of the peak memory of 100,000 components).
public func buildGraph(_ snapshot: Snapshot, configuration: GraphConfiguration = .needle, updatable: Bool = true) -> ComponentGraph {
    var graph = ComponentGraph(snapshot: snapshot, configuration: configuration)
    // Each contribution depends on its own file only.
    let contributions = parallelMap(snapshot.files) { FileContribution($0) }
    guard updatable else {
        graph.isUpdatable = false
        graph.assemble(from: contributions)
        releaseInBackground(contributions)
        return graph
    }
    for contribution in contributions { graph.setContribution(contribution) }
    graph.assemble()
    return graph
}

extension ComponentGraph {
    /// Derives everything else from the cached contributions, in file order.
    mutating func assemble() {
        assemble(from: contributions.compactMap { $0 })
    }

    /// Derives everything else from `contributions`, in file order.
    mutating func assemble(from contributions: [FileContribution]) {
        components = ChunkedArray()
        componentIDsByName = [:]
        sameNameComponents = [:]
        duplicateComponents = []
        hasPluginizedComponents = false
        memberFilesByName = [:]
        damagedFiles = Set(contributions.filter(\.isDamaged).map(\.file))
        needleGeneratedFiles = contributions.filter { $0.role == .generatedByNeedle }.map(\.file)
        // Passes over every file's names that nothing below needs wait on another core: the type matcher
        // (only resolution compares types) now, the flattened protocols once components are known.
        let matcher = Background { Self.typeMatcher(for: contributions) }
        baseClasses = ComponentBaseClasses(contributions: contributions, configuration: configuration)
        protocolTable = DependencyProtocolTable(contributions: contributions)
        dependencyProtocolNames = protocolTable.names(reaching: "Dependency")
        let classCount = contributions.reduce(0) { $0 + $1.classes.count }
        componentIDsByName.reserveCapacity(classCount)
        if isUpdatable { memberFilesByName.reserveCapacity(classCount) }
        // Here and below, by index: `for x in array` copies each element (and retains all it holds).
        for index in contributions.indices {
            let classes = contributions[index].classes
            for declaration in classes.indices {
                if let recognised = baseClasses.recognise(classes[declaration]) {
                    declare(classes[declaration], as: recognised, inModule: contributions[index].module)
                }
            }
            guard isUpdatable else { continue }
            let file = contributions[index].file
            for block in contributions[index].memberBlocks where memberFilesByName[block.target]?.last != file {
                memberFilesByName[block.target, default: []].append(file)
            }
        }
        resolveSharedProtocolNames(from: contributions)
        // By index: iterating `components` copies each (large) component.
        let required = components.indices.map { protocolKey(of: ComponentID($0)) }
        let (table, names) = (protocolTable, dependencyProtocolNames)
        let flattened = Background { table.protocols(forEach: required, in: names) }
        pluginizedExtras = [:]
        assembleMembers(from: contributions)
        componentsByProtocol = [:]
        componentsByProtocol.reserveCapacity(required.count)
        for index in components.indices {
            if let key = required[index] { componentsByProtocol[key, default: []].append(ComponentID(index)) }
        }
        findMisplacedCreations(in: contributions)
        (protocols, protocolOfComponent) = flattened.value
        if hasPluginizedComponents { linkPluginizedComponents() }
        dependencyReadTable = DependencyReadTable(componentCount: components.count)
        memberReadTable = nil
        for index in components.indices { _ = refreshDependencyReads(of: ComponentID(index)) }
        for index in contributions.indices {
            _ = dependencyReadTable.updateOtherReads(removing: [], adding: otherDependencyReads(of: contributions[index]))
        }
        reevaluateUnreadRequirements(dependencyReadTable.candidates)
        unknownDependencyTypes = components.indices.compactMap { unknownDependencyType(of: ComponentID($0)) }
        roots = components.indices.filter { components[$0].isRoot }.map(ComponentID.init)
        findDuplicateDependencyProtocols()
        typeMatcher = matcher.value
    }

    /// For each component whose dependency type is a name several modules declare, the protocol its file sees.
    private mutating func resolveSharedProtocolNames(from contributions: [FileContribution]) {
        protocolKeyOverrides = [:]
        ambiguousDependencyTypes = []
        guard !protocolTable.sharedNames.isEmpty else { return }
        let importsOfFile = Dictionary(contributions.map { ($0.file, $0.imports) }) { first, _ in first }
        for index in components.indices {
            guard case .component(let type?) = components[index].kind,
                protocolTable.sharedNames[ComponentGraph.lastPathComponent(of: type.text)] != nil
            else { continue }
            let id = ComponentID(index)
            let found = protocolTable.lookUp(
                type.text, fromModule: components[index].module, imports: importsOfFile[components[index].nameLocation.file] ?? [])
            protocolKeyOverrides[id] = .some(found.key)
            if found.key == nil { ambiguousDependencyTypes.append((id, type, found.candidates)) }
        }
    }

    private mutating func declare(
        _ declaration: FileContribution.ClassDeclaration, as recognised: ComponentBaseClasses.Recognised,
        inModule module: String?
    ) {
        let id = ComponentID(components.count)
        // One lookup in the common case, a new name: claim it, and give it back to the first one if it was taken.
        if let original = componentIDsByName.updateValue(id, forKey: declaration.name) {
            componentIDsByName[declaration.name] = original
            // Another module may declare the same name (Swift allows it); the same module, or an unknown one, may not.
            let taken = sameNameComponents[declaration.name] ?? [original]
            guard let module, taken.allSatisfy({ components[$0.rawValue].module.map { $0 != module } ?? false }) else {
                duplicateComponents.append((declaration.nameLocation, original))
                return
            }
            sameNameComponents[declaration.name] = taken + [id]
        }
        if recognised.pluginization != nil { hasPluginizedComponents = true }
        components.append(Component(
            id: id, name: declaration.name, kind: recognised.kind, pluginization: recognised.pluginization,
            access: declaration.access, module: module,
            declaration: declaration.declaration, nameLocation: declaration.nameLocation, body: declaration.body,
            conditions: declaration.conditions, parts: [], providers: [], children: []))
    }

    /// Every component's providers, children and parts in one pass over the member blocks, in file order:
    /// what `rebuildMembers(of:)` gives each component, without looking each one's files up again (a
    /// workspace of 100,000 components spent most of its assembly there).
    private mutating func assembleMembers(from contributions: [FileContribution]) {
        var providers = Array(repeating: [Provider](), count: components.count)
        var children = Array(repeating: [ChildEdge](), count: components.count)
        var parts = components.indices.map { [components[$0].nameLocation.file] }
        var accesses = components.indices.map { components[$0].access }
        var nameLocations = components.indices.map { components[$0].nameLocation }
        var reads = Array(repeating: [String](), count: components.count)
        for contribution in contributions.indices {
            let (file, module, blocks) = (contributions[contribution].file, contributions[contribution].module, contributions[contribution].memberBlocks)
            for block in blocks.indices {
                guard let id = componentID(named: blocks[block].target, inModule: module) else { continue }
                let index = id.rawValue
                if let classNameLocation = blocks[block].classNameLocation, classNameLocation != nameLocations[index] { continue }
                if parts[index].last != file, !parts[index].contains(file) { parts[index].append(file) }
                reads[index] += blocks[block].dependencyReads
                for draft in blocks[block].providers {
                    providers[index].append(Provider(
                        component: id, name: draft.name, type: draft.type, typeLocation: draft.typeLocation,
                        access: min(draft.access, accesses[index]), module: module, location: draft.location,
                        conditions: draft.conditions, isForwarding: draft.isForwarding))
                }
                for draft in blocks[block].children {
                    guard let child = componentID(named: draft.typeName, inModule: module) else { continue }
                    children[index].append(ChildEdge(child: child, location: draft.location, conditions: draft.conditions))
                }
            }
        }
        accesses = []
        nameLocations = []
        for index in 0..<components.count {
            if !providers[index].isEmpty { components[index].providers = providers[index] }
            if !children[index].isEmpty { components[index].children = children[index] }
            components[index].parts = parts[index]
            if !reads[index].isEmpty { components[index].dependencyReads = Array(Set(reads[index])).sorted() }
        }
    }

    /// Providers, children and parts of one component, from the member blocks of every file that has one
    /// for it, in file order. Only the defining class's own body counts among class bodies.
    mutating func rebuildMembers(of id: ComponentID) {
        let component = components[id.rawValue]
        var providers: [Provider] = []
        var children: [ChildEdge] = []
        var parts: [FileID] = [component.nameLocation.file]
        var reads = Set<String>()
        var previousChild = 0
        for file in memberFilesByName[component.name] ?? [] {
            guard let contribution = contributions[file.rawValue] else { continue }
            for index in contribution.memberBlockIndices(of: component.name) {
                let block = contribution.memberBlocks[index]
                if let classNameLocation = block.classNameLocation, classNameLocation != component.nameLocation { continue }
                // An extension in another module of a name several modules declare is that module's component's.
                if sameNameComponents[component.name] != nil, componentID(named: component.name, inModule: contribution.module) != id { continue }
                if !parts.contains(file) { parts.append(file) }
                reads.formUnion(block.dependencyReads)
                for draft in block.providers {
                    providers.append(Provider(
                        component: id, name: draft.name, type: draft.type, typeLocation: draft.typeLocation,
                        access: min(draft.access, component.access),
                        module: contribution.module, location: draft.location, conditions: draft.conditions,
                        isForwarding: draft.isForwarding))
                }
                for draft in block.children {
                    guard let child = childID(named: draft.typeName, inModule: contribution.module, previously: component.children, at: &previousChild)
                    else { continue }
                    children.append(ChildEdge(child: child, location: draft.location, conditions: draft.conditions))
                }
            }
        }
        components[id.rawValue].providers = providers
        components[id.rawValue].children = children
        components[id.rawValue].parts = parts
        components[id.rawValue].dependencyReads = reads.sorted()
    }

    /// The component a child creation names: the one the previous edges had at the same place (or the next, after
    /// a removal) when it has that name, else looked up. Comparing a name is cheaper than hashing it, and a root
    /// creates thousands of children.
    private func childID(named name: String, inModule module: String?, previously: [ChildEdge], at next: inout Int) -> ComponentID? {
        if sameNameComponents.isEmpty {
            for candidate in next..<min(next + 2, previously.count) {
                guard components[previously[candidate].child.rawValue].name == name else { continue }
                next = candidate + 1
                return previously[candidate].child
            }
        }
        return componentID(named: name, inModule: module)
    }

    /// Records the component's flattened requirements and its reads in the read table.
    /// - Returns: the candidates to evaluate again.
    mutating func refreshDependencyReads(of id: ComponentID) -> [SourceLocation] {
        dependencyReadTable.update(
            id, requirements: dependencyProtocol(of: id)?.requirements ?? [], reads: components[id.rawValue].dependencyReads)
    }

    /// Decides whether each candidate is read, counting its consumers now.
    mutating func reevaluateUnreadRequirements(_ locations: [SourceLocation]) {
        let counted = locations.compactMap { location in
            dependencyReadTable.requirement(at: location).map {
                (location, $0.name, consumers(ofRequirementAt: location, declaredIn: $0.declaringProtocol).map(\.component))
            }
        }
        for location in locations where dependencyReadTable.requirement(at: location) == nil {
            dependencyReadTable.reevaluate(location, consumers: 0, isReadAsMember: false)
        }
        for (location, name, consumers) in counted {
            // Member reads are looked at only for what would otherwise be reported: most workspaces never build the table.
            var isReadAsMember = false
            if dependencyReadTable.isUnreadThroughDependency(location, consumers: consumers.count) {
                if memberReadTable == nil { memberReadTable = MemberReadTable(snapshot) }
                isReadAsMember = memberReadTable?.reads(name, mentioning: consumers.map { components[$0.rawValue].name }, in: snapshot) ?? false
            }
            dependencyReadTable.reevaluate(location, consumers: consumers.count, isReadAsMember: isReadAsMember)
        }
    }

    /// What a file reads through `dependency` outside components: its structs, enums, actors and protocols, and
    /// class bodies and extensions of types that are not components. (Which names are components does not change
    /// in a patch, so an old and a new contribution are judged alike.)
    func otherDependencyReads(of contribution: FileContribution?) -> [String] {
        contribution.map(otherDependencyReads(of:)) ?? []
    }

    func otherDependencyReads(of contribution: FileContribution) -> [String] {
        var reads = contribution.otherDependencyReads
        for block in contribution.memberBlocks where !block.dependencyReads.isEmpty && componentIDsByName[block.target] == nil {
            reads += block.dependencyReads
        }
        return reads.count > 1 ? reads.sorted() : reads
    }

    /// A protocol declared again under a dependency protocol's name: components name it, so one is silently lost.
    mutating func findDuplicateDependencyProtocols() {
        duplicateDependencyProtocols = protocolTable.duplicates.compactMap { duplicate, original in
            guard isDependencyProtocol(original.name) || duplicate.inherited.contains("Dependency") else { return nil }
            return (original.name, duplicate.nameLocation, original.nameLocation)
        }
    }

    /// `Component<X>` where `X` is neither `EmptyDependency` nor a dependency protocol of the workspace.
    func unknownDependencyType(of id: ComponentID) -> (component: ComponentID, type: TypeText, isDeclaredButNotDependency: Bool)? {
        guard case .component(let type?) = components[id.rawValue].kind else { return nil }
        if !protocolOfComponent.isEmpty, protocolOfComponent[id.rawValue] != nil { return nil }  // a dependency protocol
        if !protocolKeyOverrides.isEmpty, let key = protocolKeyOverrides[id] {  // a name several modules declare
            guard let key, !dependencyProtocolNames.contains(key) else { return nil }
            return (id, type, true)
        }
        let name = ComponentGraph.lastPathComponent(of: type.text)
        if name == "EmptyDependency" || dependencyProtocolNames.contains(name) { return nil }
        return (id, type, protocolTable.declares(name))
    }

    /// Modules are SwiftPM targets and imported modules; a type name declared twice is ambiguous. File-scope
    /// type aliases equal their targets, unless a name is given two different targets (`#if` branches).
    static func typeMatcher(for contributions: [FileContribution]) -> TypeMatcher {
        var modules = Set<String>(["Swift", "Foundation"])
        var seenTypeNames = Set<String>(minimumCapacity: contributions.reduce(0) { $0 + $1.declaredTypeNames.count })
        var ambiguous = Set<String>()
        var aliases: [String: String] = [:]
        var conflictingAliases = Set<String>()
        for contribution in contributions {
            if let module = contribution.module { modules.insert(module) }
            modules.formUnion(contribution.imports)
            for name in contribution.declaredTypeNames where !seenTypeNames.insert(name).inserted {
                ambiguous.insert(name)
            }
            for alias in contribution.typeAliases {
                if let known = aliases[alias.name], known != alias.target { conflictingAliases.insert(alias.name) }
                aliases[alias.name] = alias.target
            }
        }
        for name in conflictingAliases { aliases[name] = nil }
        return TypeMatcher(moduleNames: modules, ambiguousTypeNames: ambiguous, aliases: aliases)
    }
}
