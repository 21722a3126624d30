import DIScanner

/// A readable listing of one file's summary (`scanner-benchmark --dump FILE`), for checking the
/// scanner by eye against the source.
func dumpSummary(of bytes: [UInt8]) -> String {
    let summary = scan(bytes)
    let lines = LineIndex(bytes)
    func line(_ range: ByteRange) -> Int { lines.location(of: range.start).line }
    func conditions(_ list: [Condition]) -> String {
        list.isEmpty ? "" : " #if " + list.map(\.description).joined(separator: " / ")
    }
    var output = "imports: \(summary.imports.joined(separator: ", "))\ngenerated: \(summary.isGenerated)\n"
    // Swinject's facts whole, as Swift prints them: a change of the token pass shows in the diff.
    if let swinject = summary.swinject { output += "swinject: \(swinject)\n" }
    for (index, declaration) in summary.declarations.enumerated() {
        let parent = declaration.parent.map { " in #\($0)" } ?? ""
        let modifiers = declaration.modifiers.isEmpty ? "" : declaration.modifiers.joined(separator: " ") + " "
        let inherited = declaration.inheritedTypes.isEmpty ? "" : ": " + declaration.inheritedTypes.map(\.text).joined(separator: ", ")
        output += "#\(index) \(modifiers)\(declaration.kind.rawValue) \(declaration.name)\(inherited) @\(line(declaration.nameRange)) [\(declaration.range.start)-\(declaration.range.end) body \(declaration.bodyRange.start)-\(declaration.bodyRange.end)]\(parent)\(conditions(declaration.conditions))\n"
        for property in declaration.properties {
            let keyword = property.isLet ? "let" : "var"
            let modifiers = property.modifiers.isEmpty ? "" : property.modifiers.joined(separator: " ") + " "
            output += "    \(modifiers)\(keyword) \(property.name): \(property.type?.text ?? "-") @\(line(property.nameRange)) [\(property.range.start)-\(property.range.end)]\(conditions(property.conditions))\n"
        }
        for creation in declaration.childCreations {
            output += "    creates \(creation.typeName ?? "?") @\(line(creation.calleeRange)) [\(creation.calleeRange.start)-\(creation.calleeRange.end)]\(conditions(creation.conditions))\n"
        }
        for reference in declaration.dependencyReferences {
            output += "    uses dependency.\(reference.name) @\(line(reference.nameRange))\n"
        }
    }
    for note in summary.notes {
        output += "note @\(line(note.range)): \(note.message)\n"
    }
    return output
}
