import DIIndex
import DIScanner

/// Finds the protocols that inherit `Dependency` (or Needle's `PluginExtension`), directly or through other
/// protocols, and flattens their requirements (Needle cannot; its issue #149).
///
/// Every walk here is iterative and memoised, and requirements are flattened only for the protocols components
/// use, so a chain of 10,000 protocols each inheriting the previous costs time and memory linear in the chain
/// (a hostile or generated workspace must not stall the server).
///
/// Protocols are known by *key*: their name, or `Module.Name` for each declaration of a name that several modules
/// declare (Swift allows it, and each module's protocol is its own). Inherited names and components' dependency
/// types are turned into keys as Swift would find them: the declaring file's own module first, then the modules it
/// imports.
struct DependencyProtocolTable: Sendable {
    private var declarations: [String: FileContribution.ProtocolDeclaration] = [:]
    /// Key -> the keys of the protocols it inherits, only where they differ from `declaration.inherited` (a name
    /// several modules declare); usually empty.
    private var inheritedKeyOverrides: [String: [String]] = [:]
    /// Protocol key -> the protocols that list it as inherited. Inheritance changes only with a file's
    /// shape, which rebuilds the table, so a refresh never has to touch this.
    private var directInheritors: [String: [String]] = [:]
    /// Later declarations of a name already declared in the same module or where modules are unknown (the first
    /// one wins), with the one kept.
    private(set) var duplicates: [(duplicate: FileContribution.ProtocolDeclaration, original: FileContribution.ProtocolDeclaration)] = []
    /// Names declared in several modules -> each module and its declaration's key (`Module.Name`), first declared
    /// first. Empty in most workspaces.
    private(set) var sharedNames: [String: [(module: String, key: String)]] = [:]

    init() {}

    init(contributions: [FileContribution]) {
        declarations.reserveCapacity(contributions.reduce(0) { $0 + $1.protocols.count })
        var moduleOfFile: [FileID: String?]?  // built the first time a name is declared again
        for contribution in contributions {
            for declaration in contribution.protocols {
                guard let original = declarations[declaration.name] ?? sharedNames[declaration.name].flatMap({ declarations[$0[0].key] }) else {
                    declarations[declaration.name] = declaration
                    for parent in declaration.inherited { directInheritors[parent, default: []].append(declaration.name) }
                    continue
                }
                // The rare case: a name declared again. Another module's declaration is its own protocol.
                let name = declaration.name
                let kept = sharedNames[name] ?? []
                if moduleOfFile == nil { moduleOfFile = Dictionary(contributions.map { ($0.file, $0.module) }) { first, _ in first } }
                let originalModule = kept.isEmpty ? moduleOfFile?[original.nameLocation.file] ?? nil : nil
                guard let module = contribution.module,
                    kept.isEmpty ? originalModule.map({ $0 != module }) ?? false : !kept.contains(where: { $0.module == module })
                else {
                    let sameModule = kept.first { $0.module == contribution.module }.flatMap { declarations[$0.key] }
                    duplicates.append((declaration, sameModule ?? original))
                    continue
                }
                if kept.isEmpty, let originalModule {
                    declarations[name] = nil
                    declarations[originalModule + "." + name] = original
                    sharedNames[name] = [(originalModule, originalModule + "." + name)]
                }
                declarations[module + "." + name] = declaration
                sharedNames[name, default: []].append((module, module + "." + name))
            }
        }
        // Names several modules declare (rare): inheritance is found again with keys.
        guard !sharedNames.isEmpty else { return }
        directInheritors = [:]
        for contribution in contributions {
            for declaration in contribution.protocols {
                let key = self.key(of: declaration, inModule: contribution.module)
                guard declarations[key]?.nameLocation == declaration.nameLocation else { continue }  // a duplicate
                var parents = declaration.inherited
                if !sharedNames.isEmpty, parents.contains(where: { sharedNames[$0] != nil }) {
                    parents = parents.map { parent in
                        guard sharedNames[parent] != nil else { return parent }
                        return lookUp(parent, fromModule: contribution.module, imports: contribution.imports).key ?? parent
                    }
                    inheritedKeyOverrides[key] = parents
                }
                for parent in parents { directInheritors[parent, default: []].append(key) }
            }
        }
    }

    /// The key of a kept declaration in `module`.
    private func key(of declaration: FileContribution.ProtocolDeclaration, inModule module: String?) -> String {
        guard sharedNames[declaration.name] != nil, let module else { return declaration.name }
        return module + "." + declaration.name
    }

    /// What a written protocol name means in a file of `module` that imports `imports`: a unique name is itself;
    /// a name several modules declare is the one `Module.` names, else the file's own module's, else the one
    /// module among its imports that declares it; otherwise ambiguous (`candidates` lists every key).
    func lookUp(_ written: String, fromModule module: String?, imports: [String]) -> (key: String?, candidates: [String]) {
        let name = ComponentGraph.lastPathComponent(of: written)
        guard !sharedNames.isEmpty, let shared = sharedNames[name] else { return (name, []) }
        if written.utf8.count > name.utf8.count + 1 {
            let qualifier = String(written.utf8.prefix(written.utf8.count - name.utf8.count - 1))!
            if let match = shared.first(where: { $0.module == qualifier }) { return (match.key, []) }
        }
        if let own = shared.first(where: { $0.module == module }) { return (own.key, []) }
        let visible = shared.filter { imports.contains($0.module) }
        if visible.count == 1 { return (visible[0].key, []) }
        return (nil, (visible.isEmpty ? shared : visible).map(\.key))
    }

    /// The keys of the inherited protocols of the kept declaration `key`.
    private func inheritedKeys(of key: String) -> [String] {
        inheritedKeyOverrides.isEmpty ? declarations[key]?.inherited ?? [] : inheritedKeyOverrides[key] ?? declarations[key]?.inherited ?? []
    }

    func declares(_ name: String) -> Bool { declarations[name] != nil || sharedNames[name] != nil }

    /// The kept declaration of the protocol keyed `key`; for a name several modules declare, the first one.
    func declaration(named key: String) -> FileContribution.ProtocolDeclaration? {
        declarations[key] ?? sharedNames[key].flatMap { declarations[$0[0].key] }
    }

    /// The protocols that list `key` among their inherited types, in file order.
    func directInheritors(of key: String) -> [String] { directInheritors[key] ?? [] }

    /// Replaces the declarations named in `changed` with those of the current contributions (first wins), and
    /// finds the duplicates again (their lines may have moved). Only for workspaces where no name is declared in
    /// several modules (`sharedNames` is empty): edits of others assemble the graph again.
    mutating func refresh(_ changed: Set<String>, from contributions: ChunkedArray<FileContribution?>) {
        for name in changed { declarations[name] = nil }
        var firsts: [String: FileContribution.ProtocolDeclaration] = [:]
        duplicates = []
        for contribution in contributions {
            for declaration in contribution?.protocols ?? [] {
                if let original = firsts[declaration.name] {
                    duplicates.append((declaration, original))
                    continue
                }
                firsts[declaration.name] = declaration
                if changed.contains(declaration.name) { declarations[declaration.name] = declaration }
            }
        }
    }

    /// The names of every protocol that reaches `root` (`Dependency`, or Needle's `PluginExtension`).
    func names(reaching root: String) -> Set<String> {
        var memo: [String: Bool] = [:]
        var names = Set<String>(minimumCapacity: declarations.count)
        for (name, declaration) in declarations {
            // The common case, a protocol inheriting `root` itself, needs neither the walk nor the memo.
            if declaration.inherited.contains(root) || reaches(name, root, memo: &memo) { names.insert(name) }
        }
        return names
    }

    /// The protocols among `names` that are in `reaching` (found by `names(reaching:)`), with flattened
    /// requirements: only the protocols components use are flattened, since flattening all of a long
    /// inheritance chain is quadratic in its length.
    func protocols(named names: some Sequence<String>, in reaching: Set<String>) -> [String: DependencyProtocol] {
        protocols(forEach: names.map { $0 }, in: reaching).byName
    }

    /// `protocols(named:in:)` for one name per component (nil for roots), with each component's protocol.
    /// A name several components use is flattened once.
    func protocols(forEach names: [String?], in reaching: Set<String>) -> (byName: [String: DependencyProtocol], each: [DependencyProtocol?]) {
        var byName: [String: DependencyProtocol] = [:]
        byName.reserveCapacity(names.count)
        let each = names.map { name -> DependencyProtocol? in
            guard let name, reaching.contains(name), let declaration = declarations[name] else { return nil }
            if let known = byName[name] { return known }
            let found = DependencyProtocol(name: name, nameLocation: declaration.nameLocation, requirements: requirements(of: name))
            byName[name] = found
            return found
        }
        return (byName, each)
    }

    /// The protocol named `name` with flattened requirements, or nil when it does not reach `root`.
    func dependencyProtocol(named name: String, reaching root: String = "Dependency", memo: inout [String: Bool]) -> DependencyProtocol? {
        guard let declaration = declarations[name], reaches(name, root, memo: &memo) else { return nil }
        return DependencyProtocol(name: name, nameLocation: declaration.nameLocation, requirements: requirements(of: name))
    }

    /// The names of protocols that inherit, directly or not, from any of `names` (the names included).
    func inheritors(of names: Set<String>) -> Set<String> {
        var result = names
        var queue = Array(names)
        while let name = queue.popLast() {
            for inheritor in directInheritors[name] ?? [] where result.insert(inheritor).inserted { queue.append(inheritor) }
        }
        return result
    }

    /// Whether `start` inherits `root` through protocols of the workspace: a depth-first walk on an explicit
    /// stack, memoised. Every protocol on the stack inherits the one above it, so when the top reaches `root`
    /// they all do. A loop of protocols is skipped; answers found while skipping one are not memoised as "no".
    private func reaches(_ start: String, _ root: String, memo: inout [String: Bool]) -> Bool {
        if let known = memo[start] { return known }
        if declarations[start]?.inherited.contains(root) == true {  // the common case, without the walk
            memo[start] = true
            return true
        }
        var stack: [(name: String, next: Int)] = [(start, 0)]
        var onStack: Set<String> = [start]
        var finished: [String] = []
        var skippedALoop = false
        while let top = stack.last {
            let inherited = inheritedKeys(of: top.name)
            guard top.next < inherited.count else {
                stack.removeLast()
                onStack.remove(top.name)
                finished.append(top.name)
                continue
            }
            stack[stack.count - 1].next += 1
            let parent = inherited[top.next]
            if parent == root || memo[parent] == true {
                for frame in stack { memo[frame.name] = true }
                return true
            }
            if memo[parent] == false { continue }
            if onStack.contains(parent) {
                skippedALoop = true
                continue
            }
            guard declarations[parent] != nil else { continue }
            stack.append((parent, 0))
            onStack.insert(parent)
        }
        if !skippedALoop { for name in finished { memo[name] = false } }
        return false
    }

    /// Own requirements first, then each inherited protocol's, breadth-first; the first of a name wins. Each names
    /// the key of the protocol declaring it.
    private func requirements(of key: String) -> [Requirement] {
        guard let declaration = declarations[key] else { return [] }
        // Most protocols inherit only `Dependency`: their own list, shared rather than copied, when its names differ.
        if key == declaration.name, !inheritedKeys(of: key).contains(where: { declarations[$0] != nil }),
            namesAreDistinct(declaration.requirements)
        {
            return declaration.requirements
        }
        var result: [Requirement] = []
        var seenNames = Set<String>()
        var queue = [key]
        var next = 0
        var visited = Set<String>()
        while next < queue.count {
            let current = queue[next]
            next += 1
            guard visited.insert(current).inserted, let declaration = declarations[current] else { continue }
            for requirement in declaration.requirements where seenNames.insert(requirement.name).inserted {
                result.append(current == declaration.name ? requirement : requirement.declared(in: current))
            }
            queue += inheritedKeys(of: current)
        }
        return result
    }
}

/// Whether no two of `requirements` share a name: pairwise for the few a protocol usually has (hashing each
/// protocol's names into a set cost 27M instructions in `--check` at 10,000 components).
private func namesAreDistinct(_ requirements: [Requirement]) -> Bool {
    guard requirements.count > 16 else {
        for index in requirements.indices.dropFirst() where requirements[..<index].contains(where: { $0.name == requirements[index].name }) {
            return false
        }
        return true
    }
    return Set(requirements.map(\.name)).count == requirements.count
}

extension Requirement {
    /// The same requirement, its declaring protocol named by key (`Module.FeedDependency`).
    fileprivate func declared(in key: String) -> Requirement {
        Requirement(
            name: name, type: type, typeLocation: typeLocation, declaringProtocol: key, location: location, conditions: conditions)
    }
}
