import DIIndex
import DIScanner

/// The declarations of the workspace's protocols by name (the first declaration of a name wins, as in the
/// analysis), with the file each is in: what a mock needs beyond the flattened requirements (access level,
/// `#if` conditions, functions, nesting, imports).
struct ProtocolDeclarations {
    struct Entry {
        let declaration: TypeDeclaration
        let file: IndexedFile
        /// `Outer.FeedDependency` for a protocol nested in a type, else its name.
        let qualifiedName: String
    }

    private var entries: [String: Entry] = [:]

    /// Reads the protocols named in `names` from every file of `snapshot` that is not generated.
    init(_ snapshot: Snapshot, named names: Set<String>) {
        for file in snapshot.files where !file.summary.isGenerated {
            let declarations = file.summary.declarations
            for declaration in declarations where declaration.kind == .protocol && names.contains(declaration.name) {
                guard entries[declaration.name] == nil else { continue }
                entries[declaration.name] = Entry(
                    declaration: declaration, file: file, qualifiedName: Self.qualifiedName(of: declaration, in: declarations))
            }
        }
    }

    subscript(name: String) -> Entry? { entries[name] }

    /// The protocol named `name` and every protocol of the workspace it inherits, directly or not.
    func inheritanceChain(of name: String) -> [Entry] {
        var result: [Entry] = []
        var visited: Set<String> = []
        var queue = [name]
        while let next = queue.popLast() {
            guard visited.insert(next).inserted, let entry = entries[next] else { continue }
            result.append(entry)
            queue += entry.declaration.inheritedTypes.map { ComponentGraphNames.lastComponent(of: $0.text) }
        }
        return result
    }

    private static func qualifiedName(of declaration: TypeDeclaration, in declarations: [TypeDeclaration]) -> String {
        var names = [declaration.name]
        var parent = declaration.parent
        while let index = parent, declarations.indices.contains(index) {
            names.append(declarations[index].name)
            parent = declarations[index].parent
        }
        return names.reversed().joined(separator: ".")
    }
}
