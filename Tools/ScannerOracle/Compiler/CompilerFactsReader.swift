/// Reads the facts of one file from the compiler's `-dump-parse -dump-ast-format json` tree.
///
/// The tree decides what is a declaration, its kind, name, access level, members, and where each starts.
/// Texts the JSON prints as `""` (inherited types, type annotations) are read from the source with
/// `SourceCursor`, anchored at the compiler's positions. Every reading the JSON can confirm is confirmed
/// (the keyword at the declaration's start, the name after it, the number of inherited entries, the
/// printed extended type); a reading that fails its check is reported in `selfCheckProblems` so that an
/// oracle mistake is never blamed on the scanner.
import Foundation

struct CompilerFactsReader {
    let bytes: [UInt8]
    private let cursor: SourceCursor
    private let lines: LineTable
    private(set) var facts = FileFacts()
    private(set) var selfCheckProblems: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        cursor = SourceCursor(bytes: bytes)
        lines = LineTable(bytes)
    }

    /// Reads the items of a `source_file` node. Types inside function bodies, closures and top-level
    /// statements are not reached: only file-scope items and type members are walked.
    mutating func read(sourceFile: [String: Any]) {
        readItems(sourceFile["items"] as? [Any] ?? [], owner: nil)
    }

    private typealias Owner = (kind: String, name: String, line: Int)

    private mutating func readItems(_ items: [Any], owner: Owner?) {
        var binding = PendingBinding()
        for item in items {
            guard let node = item as? [String: Any], let kind = node["_kind"] as? String else { continue }
            switch kind {
            case "class_decl", "struct_decl", "enum_decl", "protocol", "protocol_decl", "extension_decl":
                flush(&binding)
                readTypeDeclaration(node, nodeKind: kind, parent: owner)
            case "import_decl":
                guard owner == nil, let path = node["module_path"] as? [Any] else { continue }
                // `module_path` holds the module only; a kinded import's declaration is in `access_path`.
                // `import Darwin.C` names a Clang submodule of `Darwin`; `FileSummary.imports` records modules
                // (what a type name can resolve against), so only the first component is compared.
                guard let module = path.first as? String else { continue }
                if !facts.imports.contains(module) {
                    facts.imports.append(module)
                    facts.importLines.append(Self.start(of: node).map { lines.line(of: $0) } ?? 0)
                }
            case "pattern_binding_decl":
                flush(&binding)
                guard owner != nil else { continue }
                binding = PendingBinding(node: node, cursor: cursor)
            case "var_decl":
                guard let owner else { continue }
                binding.variables.append((node, owner))
            default:
                continue
            }
        }
        flush(&binding)
    }

    private mutating func readTypeDeclaration(_ node: [String: Any], nodeKind: String, parent: Owner?) {
        let kind = Self.declarationKind(nodeKind: nodeKind, node: node)
        guard let keywordStart = Self.start(of: node) else {
            selfCheckProblems.append("\(kind) without a range")
            return
        }
        let keywordEnd = cursor.endOfIdentifier(at: keywordStart)
        guard bytes[keywordStart..<keywordEnd].elementsEqual(kind.utf8) else {
            selfCheckProblems.append("line \(lines.line(of: keywordStart)): expected `\(kind)` at the declaration's start")
            return
        }
        let name: String
        let nameStart: Int
        var afterName: Int
        if kind == "extension" {
            let extent = cursor.typeExtent(
                from: keywordEnd, terminators: [UInt8(ascii: ":"), UInt8(ascii: "{")], stopsAtWhere: true,
                limit: bytes.count)
            name = TypeTextNormalizer.normalize(bytes[extent])
            nameStart = extent.lowerBound
            afterName = extent.upperBound
            let printed = node["extended_type"] as? String ?? ""
            // The compiler prints names without back-ticks (`A.\`Protocol\`` prints as `A.Protocol`).
            if TypeTextNormalizer.squeeze(name.replacingOccurrences(of: "`", with: "")) != TypeTextNormalizer.squeeze(printed) {
                selfCheckProblems.append("line \(lines.line(of: nameStart)): read extension of `\(name)`, compiler printed `\(printed)`")
            }
        } else {
            nameStart = cursor.skipTrivia(from: keywordEnd)
            afterName = cursor.endOfIdentifier(at: nameStart)
            name = Self.name(of: node) ?? ""
            let written = String(decoding: bytes[nameStart..<afterName], as: UTF8.self)
            if Self.withoutBackticks(written) != name {
                selfCheckProblems.append("line \(lines.line(of: nameStart)): read name `\(written)`, compiler has `\(name)`")
            }
            afterName = cursor.skipTrivia(from: afterName)
            if afterName < bytes.count, bytes[afterName] == UInt8(ascii: "<") {
                afterName = cursor.endOfAngleBrackets(at: afterName)
            }
        }
        let inherited = readInheritedTypes(after: afterName)
        let expectedCount = (node["inherits"] as? [Any])?.count ?? 0
        if inherited.count != expectedCount {
            selfCheckProblems.append(
                "line \(lines.line(of: nameStart)): read \(inherited.count) inherited types of `\(name)`, compiler has \(expectedCount)")
        }
        facts.declarations.append(
            DeclarationFact(
                kind: kind, name: name, line: lines.line(of: nameStart), inheritedTypes: inherited,
                accessLevel: Self.accessLevel(of: node),
                parent: parent.map { "\($0.kind) \($0.name) (line \($0.line))" }))
        readItems(node["members"] as? [Any] ?? [], owner: (kind, name, lines.line(of: nameStart)))
    }

    private func readInheritedTypes(after offset: Int) -> [String] {
        var index = cursor.skipTrivia(from: offset)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return [] }
        var inherited: [String] = []
        while index < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ",") {
            let extent = cursor.typeExtent(
                from: index + 1, terminators: [UInt8(ascii: ","), UInt8(ascii: "{")], stopsAtWhere: true,
                limit: bytes.count)
            inherited.append(TypeTextNormalizer.normalize(bytes[extent]))
            index = cursor.skipTrivia(from: extent.upperBound)
        }
        return inherited
    }

    /// Turns the `var_decl`s of one `pattern_binding_decl` into members. Walking them from the last to the
    /// first carries a written type leftwards, as the compiler does for `var a, b: Int` (both are `Int`).
    private mutating func flush(_ binding: inout PendingBinding) {
        var carriedType: String?
        var members: [MemberFact] = []
        for (node, owner) in binding.variables.reversed() {
            guard let name = Self.name(of: node), let nameStart = Self.start(of: node) else { continue }
            var type: String?
            if binding.typedNames.contains(name) {
                if let written = binding.writtenType(afterNameAt: nameStart, cursor: cursor) {
                    carriedType = written
                }
                type = carriedType
            } else {
                carriedType = nil
            }
            members.append(
                MemberFact(
                    ownerKind: owner.kind, ownerName: owner.name, ownerLine: owner.line, name: name, line: lines.line(of: nameStart),
                    type: type, accessLevel: Self.accessLevel(of: node), binding: Self.binding(of: node)))
        }
        facts.members.append(contentsOf: members.reversed())
        binding = PendingBinding()
    }
}
