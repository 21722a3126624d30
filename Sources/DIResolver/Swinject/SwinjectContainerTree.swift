import DIIndex
import DIScanner

/// The containers the code makes and how they nest, as far as it tells: which container each registration goes
/// into, and which registrations a resolution can reach (its container's and its ancestors', as Swinject looks them
/// up). A container is known only when a `let` holds it (`SwinjectHandle`); names that hold the same container are
/// one node (`Assembler(container: c)` and `c`, a property and a local). Whatever the code does not tell (a `var`, a
/// parameter, a computed `parent:`, an assembly applied out of sight) is "any container": a registration into it is
/// reachable from everywhere, a resolution from it reaches everything. So a resolution is told "not reachable" only
/// when every registration of its service sits in a known container that is neither its own nor an ancestor.
struct SwinjectContainerTree {
    /// A group of nodes a registration goes into (an assembly applied to several containers), or `anyContainer`.
    typealias Group = Int32

    /// The group of a registration or resolution whose container the code does not tell.
    static let anyContainer: Group = -1

    private enum Key: Hashable {
        case local(FileID, Int)
        case member(module: String, owner: String, name: String)
    }

    private enum Application {
        case node(Int32)
        case assembly(String)
        case unknown
    }

    private var nodeOfKey: [Key: Int32] = [:]
    /// Union-find over the keys' nodes; after `init`, `root[node]` is its class.
    private var root: [Int32] = []
    private var isMade: [Bool] = []
    private var hasUnknownParent: [Bool] = []
    private var parents: [[Int32]] = []
    private var children: [[Int32]] = []
    private var applications: [String: [Application]] = [:]
    /// An assembler is given assemblies the code does not list (`Assembler(makeAssemblies())`).
    private var everyAssemblyMayBeElsewhere = false
    private var groups: [[Int32]] = []
    private var groupOfNode: [Int32: Group] = [:]
    private var groupOfAssembly: [String: Group] = [:]
    private struct ParameterKey: Hashable {
        var file: FileID
        var function: String
        var position: Int
    }
    private var groupOfParameter: [ParameterKey: Group] = [:]
    /// Per file, the calls of its own functions that take a container, by function.
    private var helperCalls: [FileID: [String: [SwinjectHelperCall]]] = [:]
    /// The containers numbered so that reach is told in constant time (every container has one parent at most).
    private var forest = SwinjectContainerForest(classes: [], parents: [], children: [], hasUnknownParent: [])
    /// How many containers the code makes that it can tell apart (each `let` holding one, merged when two hold the same).
    private(set) var knownCount = 0
    /// Whether some container's parent is what an `init`'s calls pass: the tree then read every file's calls and the
    /// member names of files without facts, and an edit to them makes a new tree.
    private(set) var followsInitializerCalls = false
    /// True when there are two or more: only then can a registration be out of reach.
    var isActive: Bool { knownCount >= 2 }

    /// - Parameter snapshot: the workspace, whose declarations tell which properties hold one container for good.
    init(_ files: [IndexedFile], snapshot: Snapshot) {
        let pinned = Self.pinnedProperties(files, snapshot: snapshot)
        func key(_ handle: SwinjectHandle?, _ file: IndexedFile) -> Key? {
            guard let key = self.key(handle, file: file.id, module: file.module ?? "") else { return nil }
            if case .member(let module, let owner, let name) = key, !owner.isEmpty, !pinned.contains([module, owner, name]) { return nil }
            return key
        }
        var edges: [(child: Int32, parent: Int32)] = []
        // Containers made in an `init` as a child of its parameter, with the parents its calls pass (nil: one passes
        // none the code tells).
        var givenParents: [(child: Int32, parents: [Key?])] = []
        var calls: (named: [InitializerKey: [(call: SwinjectInitializerCall, file: IndexedFile)]], opaque: Set<UInt32>)?
        for file in files {
            let facts = file.summary.swinject!
            if !facts.helperCalls.isEmpty { helperCalls[file.id] = Dictionary(grouping: facts.helperCalls, by: \.function) }
            for (index, container) in facts.containers.enumerated() {
                if container.appliesUnnamedAssemblies { everyAssemblyMayBeElsewhere = true }
                if container.makesContainer {
                    let node = self.node(.local(file.id, index))
                    if let key = key(container.handle, file) { union(node, self.node(key)) }
                    if container.usesGivenContainer {
                        // The assembler registers into a container made elsewhere: known only if that one is.
                        if let key = key(container.givenContainer, file) { union(node, self.node(key)) }
                    } else {
                        isMade[Int(node)] = true
                    }
                    if container.parent != nil {
                        if case .initializerParameter(let owner, let labels, let position)? = container.parentHandle {
                            if calls == nil { calls = Self.initializerCalls(files) }
                            let passed = calls!.named[InitializerKey(owner: owner, labels: labels)] ?? []
                            let opaque = passed.isEmpty || calls!.opaque.contains(NameHash.type(owner))
                            givenParents.append((node, opaque ? [nil] : passed.map { key($0.call.arguments[position], $0.file) }))
                        } else if let key = key(container.parentHandle, file) {
                            edges.append((node, self.node(key)))
                        } else {
                            hasUnknownParent[Int(node)] = true
                        }
                    }
                    for assembly in container.assemblies { apply(assembly, to: .node(node)) }
                } else {
                    let target: Application = switch container.handle {
                    case .local, .member: key(container.handle, file).map { .node(self.node($0)) } ?? .unknown
                    case .assembly(let owner): .assembly(owner)
                    case .factoryResolver, .parameter, .initializerParameter, nil: .unknown
                    }
                    for assembly in container.assemblies { apply(assembly, to: target) }
                }
            }
        }
        // Every call must be seen: a file the pass did not read that reads a property holding a container may hand it
        // to an `init` (`Flow(container: appDelegate.container)`), and then no parent is told.
        followsInitializerCalls = !givenParents.isEmpty
        let unseen = followsInitializerCalls && Self.unreadFilesReadContainers(nodeOfKey.keys, files: files, snapshot: snapshot)
        for (child, parents) in givenParents {
            for parent in parents {
                if let parent, !unseen { edges.append((child, node(parent))) } else { hasUnknownParent[Int(child)] = true }
            }
        }
        finish(edges)
    }

    private struct InitializerKey: Hashable {
        var owner: String
        var labels: [String]
    }

    /// Every call of an initializer in `files` that names something, by type and labels; and the types called with
    /// nothing named (those calls pass what no file tells).
    private static func initializerCalls(_ files: [IndexedFile])
        -> (named: [InitializerKey: [(call: SwinjectInitializerCall, file: IndexedFile)]], opaque: Set<UInt32>)
    {
        var calls: [InitializerKey: [(call: SwinjectInitializerCall, file: IndexedFile)]] = [:]
        var opaque: Set<UInt32> = []
        for file in files {
            let facts = file.summary.swinject!
            for call in facts.initializerCalls {
                calls[InitializerKey(owner: call.typeName, labels: call.labels), default: []].append((call, file))
            }
            opaque.formUnion(facts.opaqueInitializerCalls)
        }
        return (calls, opaque)
    }

    /// Whether a file without facts reads a member named like a property that holds a container.
    private static func unreadFilesReadContainers(_ keys: some Sequence<Key>, files: [IndexedFile], snapshot: Snapshot) -> Bool {
        var names: Set<UInt32> = []
        for key in keys { if case .member(_, _, let name) = key { names.insert(NameHash.member(name)) } }
        let read = Set(files.map(\.id))
        var found = false
        snapshot.forEachFile { file in
            guard !found, !read.contains(file.id) else { return }
            found = file.summary.topLevelMemberNames.contains(where: names.contains)
                || file.summary.declarations.contains { $0.memberNames.contains(where: names.contains) }
        }
        return found
    }

    /// The properties (`[module, type, name]`) that containers are made into and that hold one container for good:
    /// the type's declarations in the module (any nesting, extensions included) declare exactly one property of
    /// that name, a `let`. Two types of one name (`Onboarding.Coordinator`, `Settings.Coordinator`), a `static let`
    /// beside an instance `var`, or a computed property of an extension make it none.
    private static func pinnedProperties(_ files: [IndexedFile], snapshot: Snapshot) -> Set<[String]> {
        var wanted: [String: Set<String>] = [:]  // "module\u{0}owner" -> names
        for file in files {
            for container in file.summary.swinject!.containers where container.makesContainer {
                for handle in [container.handle, container.givenContainer] {
                    if case .member(let owner, let name)? = handle, !owner.isEmpty { wanted[(file.module ?? "") + "\u{0}" + owner, default: []].insert(name) }
                }
            }
        }
        guard !wanted.isEmpty else { return [] }
        var found: [[String]: (count: Int, isLet: Bool)] = [:]
        snapshot.forEachFile { file in
            for declaration in file.summary.declarations {
                let owner = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                guard let names = wanted[(file.module ?? "") + "\u{0}" + owner] else { continue }
                for property in declaration.properties where names.contains(property.name) {
                    let key = [file.module ?? "", owner, property.name]
                    let seen = found[key] ?? (0, true)
                    found[key] = (seen.count + 1, seen.isLet && property.isLet)
                }
            }
        }
        return Set(found.filter { $0.value.count == 1 && $0.value.isLet }.keys)
    }

    // MARK: - Building

    private func key(_ handle: SwinjectHandle?, file: FileID, module: String) -> Key? {
        switch handle {
        case .local(let index): .local(file, index)
        case .member(let owner, let name): .member(module: module, owner: owner, name: name)
        case .assembly, .factoryResolver, .parameter, .initializerParameter, nil: nil
        }
    }

    private mutating func node(_ key: Key) -> Int32 {
        if let node = nodeOfKey[key] { return node }
        let node = Int32(root.count)
        nodeOfKey[key] = node
        root.append(node)
        isMade.append(false)
        hasUnknownParent.append(false)
        return node
    }

    private mutating func find(_ node: Int32) -> Int32 {
        var current = node
        while root[Int(current)] != current {
            root[Int(current)] = root[Int(root[Int(current)])]
            current = root[Int(current)]
        }
        return current
    }

    private mutating func union(_ a: Int32, _ b: Int32) {
        let (ra, rb) = (find(a), find(b))
        guard ra != rb else { return }
        root[Int(rb)] = ra
        isMade[Int(ra)] = isMade[Int(ra)] || isMade[Int(rb)]
        hasUnknownParent[Int(ra)] = hasUnknownParent[Int(ra)] || hasUnknownParent[Int(rb)]
    }

    private mutating func apply(_ assembly: String, to target: Application) {
        if assembly == "?" { everyAssemblyMayBeElsewhere = true } else { applications[assembly, default: []].append(target) }
    }

    /// Settles the classes, their parent links, and whether two known containers exist.
    private mutating func finish(_ edges: [(child: Int32, parent: Int32)]) {
        for node in root.indices { root[node] = find(Int32(node)) }
        parents = Array(repeating: [], count: root.count)
        children = Array(repeating: [], count: root.count)
        for edge in edges {
            let (child, parent) = (root[Int(edge.child)], root[Int(edge.parent)])
            guard isMade[Int(parent)] else {  // a name that holds no container the code makes
                hasUnknownParent[Int(child)] = true
                continue
            }
            if !parents[Int(child)].contains(parent) { parents[Int(child)].append(parent) }
        }
        // A name holding containers made with different parents has no one parent: its parent is taken as unknown
        // (so it, and what hangs below it, reach everything), which keeps every container to one parent at most.
        for node in root.indices where parents[node].count + (hasUnknownParent[node] ? 1 : 0) > 1 {
            parents[node] = []
            hasUnknownParent[node] = true
        }
        for node in root.indices {
            for parent in parents[node] { children[Int(parent)].append(Int32(node)) }
        }
        knownCount = root.indices.count { isMade[$0] && root[$0] == Int32($0) }
        let classes = root.indices.filter { root[$0] == Int32($0) }
        forest = SwinjectContainerForest(classes: classes, parents: parents, children: children, hasUnknownParent: hasUnknownParent)
    }

    // MARK: - Registrations

    /// The group of containers a registration with `handle` in `file` goes into; `anyContainer` when any.
    mutating func group(of handle: SwinjectHandle?, file: FileID, module: String) -> Group {
        switch handle {
        case .local, .member:
            guard let key = key(handle, file: file, module: module), let node = nodeOfKey[key], isMade[Int(root[Int(node)])] else { return Self.anyContainer }
            return group(ofNode: root[Int(node)])
        case .assembly(let owner):
            return group(ofAssembly: owner)
        case .parameter(let function, let position, let count):
            return group(ofParameter: function, position: position, count: count, file: file, module: module, depth: 0)
        case .factoryResolver, .initializerParameter, nil:
            return Self.anyContainer
        }
    }

    /// The containers the calls of the file's own function `function` pass as parameter `position`; `anyContainer` when one of
    /// them names none the code tells, or the function is used otherwise than called with all its arguments.
    private mutating func group(ofParameter function: String, position: Int, count: Int, file: FileID, module: String, depth: Int) -> Group {
        let memoKey = ParameterKey(file: file, function: function, position: position)
        if let group = groupOfParameter[memoKey] { return group }
        var nodes: Set<Int32> = []
        var known = depth < 8
        let calls = helperCalls[file]?[function] ?? []
        if calls.isEmpty { known = false }
        for call in calls where known {
            guard call.arguments.count == count else { known = false; break }
            let group: Group = switch call.arguments[position] {
            case .parameter(let outer, let outerPosition, let outerCount):
                group(ofParameter: outer, position: outerPosition, count: outerCount, file: file, module: module, depth: depth + 1)
            case let handle: self.group(of: handle, file: file, module: module)
            }
            if group == Self.anyContainer { known = false } else { nodes.formUnion(groups[Int(group)]) }
        }
        let result: Group
        if !known || nodes.isEmpty {
            result = Self.anyContainer
        } else if nodes.count == 1 {
            result = group(ofNode: nodes.first!)
        } else {
            groups.append(nodes.sorted())
            result = Group(groups.count - 1)
        }
        groupOfParameter[memoKey] = result
        return result
    }

    private mutating func group(ofNode node: Int32) -> Group {
        if let group = groupOfNode[node] { return group }
        groups.append([node])
        groupOfNode[node] = Group(groups.count - 1)
        return Group(groups.count - 1)
    }

    /// Every container the assembly is applied to, following assemblies applied inside others' `assemble`; `anyContainer` when one
    /// of them is not known or none is seen.
    private mutating func group(ofAssembly owner: String) -> Group {
        if let group = groupOfAssembly[owner] { return group }
        // Most assemblies are applied once, to one container.
        if !everyAssemblyMayBeElsewhere, let applied = applications[owner], applied.count == 1, case .node(let node) = applied[0] {
            let group = isMade[Int(root[Int(node)])] ? group(ofNode: root[Int(node)]) : Self.anyContainer
            groupOfAssembly[owner] = group
            return group
        }
        groupOfAssembly[owner] = Self.anyContainer  // an assembly applied inside itself ends here
        var nodes: Set<Int32> = []
        var pending = [owner]
        var seen: Set<String> = [owner]
        var known = !everyAssemblyMayBeElsewhere
        while known, let assembly = pending.popLast() {
            let applied = applications[assembly] ?? []
            if applied.isEmpty { known = false }
            for application in applied {
                switch application {
                case .node(let node) where isMade[Int(root[Int(node)])]:
                    nodes.insert(root[Int(node)])
                case .assembly(let outer):
                    if seen.insert(outer).inserted { pending.append(outer) }
                case .node, .unknown:
                    known = false
                }
            }
        }
        guard known, !nodes.isEmpty else { return Self.anyContainer }
        groups.append(nodes.sorted())
        groupOfAssembly[owner] = Group(groups.count - 1)
        return Group(groups.count - 1)
    }

    // MARK: - Reach

    /// Whether a resolution starting from containers `origin` can reach a registration into containers `target`: the
    /// target is the origin or one of its ancestors, as Swinject looks entries up. From a factory's resolver
    /// (`fromFactory`) the resolution may also have started in any descendant of the origin, since Swinject gives a
    /// parent's factory the child that resolves (Swinject issue #310), or in a container whose parent is not known.
    func reaches(from origin: Group, fromFactory: Bool, to target: Group) -> Bool {
        guard origin != Self.anyContainer, target != Self.anyContainer else { return true }
        for from in groups[Int(origin)] {
            if forest.pathHasUnknownParent[Int(from)] { return true }
            for to in groups[Int(target)] {
                if forest.contains(to, from) { return true }
                if fromFactory, forest.contains(from, to) || forest.inTreeWithUnknownRoot[Int(to)] { return true }
            }
        }
        return false
    }
}

// MARK: - The tree as shown

/// A container the code makes, as `di-gen graph` shows it: names that hold one container are one node.
public struct SwinjectContainerNode: Hashable, Sendable {
    /// The name it is kept in (`root`, `App.root` for a property), or the file it is made in.
    public var name: String
    /// The file it is made in (its name, without folders).
    public var fileName: String
    public var isAssembler: Bool
    /// The nodes its `parent:` names (indices in the list), and whether a parent is one the code does not tell.
    public var parents: [Int]
    public var hasUnknownParent: Bool
    /// The assemblies applied to it, by type name.
    public var assemblies: [String]
}

extension SwinjectContainerTree {
    /// The node of each container the code makes, in file and source order.
    func nodes(_ files: [IndexedFile]) -> [SwinjectContainerNode] {
        var nodes: [SwinjectContainerNode] = []
        var indexOfClass: [Int32: Int] = [:]
        var assembliesOfClass: [Int32: [String]] = [:]
        for file in files {
            let fileName = String(file.path.split(separator: "/").last ?? "")
            for (index, container) in file.summary.swinject!.containers.enumerated() {
                let handleClass = key(container.handle, file: file.id, module: file.module ?? "").flatMap { nodeOfKey[$0] }.map { root[Int($0)] }
                guard container.makesContainer else {
                    if let handleClass { assembliesOfClass[handleClass, default: []] += container.assemblies }
                    continue
                }
                guard let node = nodeOfKey[.local(file.id, index)] else { continue }
                let nodeClass = root[Int(node)]
                assembliesOfClass[nodeClass, default: []] += container.assemblies
                guard indexOfClass[nodeClass] == nil else { continue }
                indexOfClass[nodeClass] = nodes.count
                let owner = container.owner.map { $0 + "." } ?? ""
                nodes.append(
                    SwinjectContainerNode(
                        name: container.variable.map { (isLocal(container.handle) ? "" : owner) + $0 } ?? fileName, fileName: fileName,
                        isAssembler: container.isAssembler, parents: [], hasUnknownParent: hasUnknownParent[Int(nodeClass)],
                        assemblies: []))
            }
        }
        for (nodeClass, index) in indexOfClass {
            nodes[index].parents = parents[Int(nodeClass)].compactMap { indexOfClass[$0] }.sorted()
            nodes[index].assemblies = Array(Set(assembliesOfClass[nodeClass] ?? [])).sorted()
        }
        return nodes
    }

    /// A local's name is shown bare, a property's with its type.
    private func isLocal(_ handle: SwinjectHandle?) -> Bool {
        if case .local = handle { return true }
        return false
    }
}
