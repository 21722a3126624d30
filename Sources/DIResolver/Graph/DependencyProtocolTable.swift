import DIIndex
import DIScanner

/// Finds the protocols that inherit `Dependency`, directly or through other protocols, and flattens
/// their requirements (Needle cannot; its issue #149).
struct DependencyProtocolTable {
    private var declarations: [String: (declaration: TypeDeclaration, file: FileID)] = [:]

    init(files: [IndexedFile]) {
        for file in files {
            for declaration in file.summary.declarations where declaration.kind == .protocol {
                if declarations[declaration.name] == nil { declarations[declaration.name] = (declaration, file.id) }
            }
        }
    }

    func dependencyProtocols() -> [String: DependencyProtocol] {
        var result: [String: DependencyProtocol] = [:]
        var memo: [String: Bool] = [:]
        for name in declarations.keys where isDependency(name, memo: &memo, visiting: []) {
            guard let (declaration, file) = declarations[name] else { continue }
            result[name] = DependencyProtocol(
                name: name, nameLocation: SourceLocation(file: file, range: declaration.nameRange),
                requirements: requirements(of: name))
        }
        return result
    }

    /// Whether `name` reaches `Dependency` through inheritance; protocol cycles end the search.
    private func isDependency(_ name: String, memo: inout [String: Bool], visiting: Set<String>) -> Bool {
        if let known = memo[name] { return known }
        guard let (declaration, _) = declarations[name], !visiting.contains(name) else { return false }
        let answer = declaration.inheritedTypes.contains { inherited in
            let parent = ComponentGraph.lastPathComponent(of: inherited.text)
            return parent == "Dependency" || isDependency(parent, memo: &memo, visiting: visiting.union([name]))
        }
        memo[name] = answer
        return answer
    }

    /// Own requirements first, then each inherited protocol's, breadth-first; the first of a name wins.
    private func requirements(of name: String) -> [Requirement] {
        var result: [Requirement] = []
        var seenNames = Set<String>()
        var queue = [name]
        var visited = Set<String>()
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard visited.insert(current).inserted, let (declaration, file) = declarations[current] else { continue }
            for property in declaration.properties where !property.isStatic {
                guard let type = property.type, seenNames.insert(property.name).inserted else { continue }
                result.append(Requirement(
                    name: property.name, type: TypeSignature(type.text), typeLocation: SourceLocation(file: file, range: type.range),
                    declaringProtocol: current,
                    location: SourceLocation(file: file, range: property.nameRange), conditions: property.conditions))
            }
            queue += declaration.inheritedTypes.map { ComponentGraph.lastPathComponent(of: $0.text) }
        }
        return result
    }
}
