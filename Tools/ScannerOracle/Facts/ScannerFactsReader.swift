import DIScanner

/// States the same facts as `CompilerFactsReader`, from the scanner's `FileSummary`.
///
/// Texts are taken as the scanner gives them, without further normalisation, so a scanner that keeps a
/// comment or an extra space in a type is caught. Only back-ticks around names are removed (see
/// `CompilerFactsReader.withoutBackticks`).
enum ScannerFactsReader {
    static func facts(of summary: FileSummary, bytes: [UInt8]) -> FileFacts {
        let lines = LineTable(bytes)
        var facts = FileFacts(imports: summary.imports, importLines: summary.imports.map { _ in 0 })
        for declaration in summary.declarations {
            let kind = declaration.kind.rawValue
            let name = CompilerFactsReader.withoutBackticks(declaration.name)
            let line = lines.line(of: declaration.nameRange.start)
            facts.declarations.append(
                DeclarationFact(
                    kind: kind, name: name, line: line,
                    inheritedTypes: declaration.inheritedTypes.map(\.text),
                    accessLevel: declaration.accessLevel.description,
                    parent: declaration.parent.map { parentIndex in
                        let parent = summary.declarations[parentIndex]
                        return "\(parent.kind.rawValue) \(CompilerFactsReader.withoutBackticks(parent.name)) (line \(lines.line(of: parent.nameRange.start)))"
                    }))
            for property in declaration.properties {
                facts.members.append(
                    MemberFact(
                        ownerKind: kind, ownerName: name, ownerLine: line, name: CompilerFactsReader.withoutBackticks(property.name),
                        line: lines.line(of: property.nameRange.start), type: property.type?.text,
                        accessLevel: property.accessLevel.description,
                        binding: (property.isStatic ? "static " : "") + (property.isLet ? "let" : "var")))
            }
        }
        return facts
    }
}
