import DIIndex
import DIScanner

/// The declarations of the workspace's protocols by name (the first declaration of a name wins, as in the
/// analysis), with the file each is in: what a mock needs beyond the flattened requirements (access level,
/// `#if` conditions, functions, nesting, imports).
struct ProtocolDeclarations: Sendable {
    struct Entry: Sendable {
        let file: IndexedFile
        /// Its index in the file's declarations (read in place: copying every declaration cost more than the rest).
        let index: Int
        /// `Outer.FeedDependency` for a protocol nested in a type, else its name.
        let qualifiedName: String

        var declaration: TypeDeclaration { file.summary.declarations[index] }
    }

    private var entries: [String: Entry] = [:]

    /// Reads every protocol declared in a file of `snapshot` that is not generated: dependency protocols and
    /// the plain protocols they may inherit.
    init(_ snapshot: Snapshot) {
        for file in snapshot.files where !file.summary.isGenerated {
            let declarations = file.summary.declarations
            for index in declarations.indices where declarations[index].kind == .protocol {
                let name = declarations[index].name
                guard entries[name] == nil else { continue }
                entries[name] = Entry(file: file, index: index, qualifiedName: Self.qualifiedName(of: index, in: declarations))
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

    private static func qualifiedName(of index: Int, in declarations: [TypeDeclaration]) -> String {
        var names = [declarations[index].name]
        var parent = declarations[index].parent
        while let enclosing = parent, declarations.indices.contains(enclosing) {
            names.append(declarations[enclosing].name)
            parent = declarations[enclosing].parent
        }
        return names.reversed().joined(separator: ".")
    }
}
