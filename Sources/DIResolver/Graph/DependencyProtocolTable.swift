import DIIndex
import DIScanner

/// Finds the protocols that inherit `Dependency` (or Needle's `PluginExtension`), directly or through other
/// protocols, and flattens their requirements (Needle cannot; its issue #149).
///
/// Every walk here is iterative and memoised, and requirements are flattened only for the protocols components
/// use, so a chain of 10,000 protocols each inheriting the previous costs time and memory linear in the chain
/// (issue 12).
struct DependencyProtocolTable: Sendable {
    private var declarations: [String: FileContribution.ProtocolDeclaration] = [:]
    /// Protocol name -> the protocols that list it as inherited. Inheritance changes only with a file's
    /// shape, which rebuilds the table, so a refresh never has to touch this.
    private var directInheritors: [String: [String]] = [:]
    /// Later declarations of a name already declared (the first one wins), with the one kept.
    private(set) var duplicates: [(duplicate: FileContribution.ProtocolDeclaration, original: FileContribution.ProtocolDeclaration)] = []

    init() {}

    init(contributions: [FileContribution]) {
        declarations.reserveCapacity(contributions.reduce(0) { $0 + $1.protocols.count })
        for contribution in contributions {
            for declaration in contribution.protocols {
                if let original = declarations[declaration.name] {
                    duplicates.append((declaration, original))
                    continue
                }
                declarations[declaration.name] = declaration
                for parent in declaration.inherited { directInheritors[parent, default: []].append(declaration.name) }
            }
        }
    }

    func declares(_ name: String) -> Bool { declarations[name] != nil }

    /// The kept declaration of the protocol named `name`.
    func declaration(named name: String) -> FileContribution.ProtocolDeclaration? { declarations[name] }

    /// The protocols that list `name` among their inherited types, in file order.
    func directInheritors(of name: String) -> [String] { directInheritors[name] ?? [] }

    /// Replaces the declarations named in `changed` with those of the current contributions (first wins), and
    /// finds the duplicates again (their lines may have moved).
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
            let found = DependencyProtocol(name: name, nameLocation: declaration.nameLocation, requirements: requirements(of: declaration))
            byName[name] = found
            return found
        }
        return (byName, each)
    }

    /// The protocol named `name` with flattened requirements, or nil when it does not reach `root`.
    func dependencyProtocol(named name: String, reaching root: String = "Dependency", memo: inout [String: Bool]) -> DependencyProtocol? {
        guard let declaration = declarations[name], reaches(name, root, memo: &memo) else { return nil }
        return DependencyProtocol(name: name, nameLocation: declaration.nameLocation, requirements: requirements(of: declaration))
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
            let inherited = declarations[top.name]?.inherited ?? []
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

    /// Own requirements first, then each inherited protocol's, breadth-first; the first of a name wins.
    private func requirements(of declaration: FileContribution.ProtocolDeclaration) -> [Requirement] {
        // Most protocols inherit only `Dependency`: their own list, shared rather than copied, when its names differ.
        if !declaration.inherited.contains(where: { declarations[$0] != nil }),
            declaration.requirements.count <= 1 || Set(declaration.requirements.map(\.name)).count == declaration.requirements.count
        {
            return declaration.requirements
        }
        var result: [Requirement] = []
        var seenNames = Set<String>()
        var queue = [declaration.name]
        var next = 0
        var visited = Set<String>()
        while next < queue.count {
            let current = queue[next]
            next += 1
            guard visited.insert(current).inserted, let declaration = declarations[current] else { continue }
            for requirement in declaration.requirements where seenNames.insert(requirement.name).inserted {
                result.append(requirement)
            }
            queue += declaration.inherited
        }
        return result
    }
}
