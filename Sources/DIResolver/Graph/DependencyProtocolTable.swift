import DIIndex
import DIScanner

/// Finds the protocols that inherit `Dependency`, directly or through other protocols, and flattens
/// their requirements (Needle cannot; its issue #149).
struct DependencyProtocolTable: Sendable {
    private var declarations: [String: FileContribution.ProtocolDeclaration] = [:]
    /// Protocol name -> the protocols that list it as inherited. Inheritance changes only with a file's
    /// shape, which rebuilds the table, so a refresh never has to touch this.
    private var directInheritors: [String: [String]] = [:]

    init() {}

    init(contributions: [FileContribution]) {
        for contribution in contributions {
            for declaration in contribution.protocols where declarations[declaration.name] == nil {
                declarations[declaration.name] = declaration
                for parent in declaration.inherited { directInheritors[parent, default: []].append(declaration.name) }
            }
        }
    }

    func declares(_ name: String) -> Bool { declarations[name] != nil }

    /// Replaces the declarations named in `changed` with those of the current contributions (first wins).
    mutating func refresh(_ changed: Set<String>, from contributions: ChunkedArray<FileContribution?>) {
        for name in changed { declarations[name] = nil }
        for contribution in contributions {
            for declaration in contribution?.protocols ?? [] where changed.contains(declaration.name) && declarations[declaration.name] == nil {
                declarations[declaration.name] = declaration
            }
        }
    }

    func dependencyProtocols() -> [String: DependencyProtocol] {
        var result: [String: DependencyProtocol] = [:]
        var memo: [String: Bool] = [:]
        for name in declarations.keys {
            if let dependency = dependencyProtocol(named: name, memo: &memo) { result[name] = dependency }
        }
        return result
    }

    /// The protocol named `name` with flattened requirements, or nil when it does not reach `Dependency`.
    func dependencyProtocol(named name: String, memo: inout [String: Bool]) -> DependencyProtocol? {
        guard let declaration = declarations[name], isDependency(name, memo: &memo, visiting: []) else { return nil }
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

    /// Whether `name` reaches `Dependency` through inheritance; protocol cycles end the search.
    private func isDependency(_ name: String, memo: inout [String: Bool], visiting: Set<String>) -> Bool {
        if let known = memo[name] { return known }
        guard let declaration = declarations[name], !visiting.contains(name) else { return false }
        let answer = declaration.inherited.contains { parent in
            parent == "Dependency" || isDependency(parent, memo: &memo, visiting: visiting.union([name]))
        }
        memo[name] = answer
        return answer
    }

    /// Own requirements first, then each inherited protocol's, breadth-first; the first of a name wins.
    private func requirements(of name: String) -> [Requirement] {
        var result: [Requirement] = []
        var seenNames = Set<String>()
        var queue = [name]
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
