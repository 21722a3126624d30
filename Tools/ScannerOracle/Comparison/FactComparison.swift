/// Compares what the compiler and the scanner state about one file, fact by fact.
///
/// Declarations pair on (kind, name, line of the name); members on (owner kind, name and line, name, line),
/// so a member credited to the wrong one of two `extension Foo` blocks disagrees.
/// Inherited types, access levels and member types are compared only on paired declarations and members.
enum FactComparison {
    static func compare(compiler: FileFacts, scanner: FileFacts, file: String) -> (Tally, [Disagreement]) {
        var tally = Tally()
        var disagreements: [Disagreement] = []
        compareImports(compiler, scanner, file, &tally, &disagreements)
        compareDeclarations(compiler.declarations, scanner.declarations, file, &tally, &disagreements)
        compareMembers(compiler.members, scanner.members, file, &tally, &disagreements)
        return (tally, disagreements)
    }

    private static func compareImports(
        _ compiler: FileFacts, _ scanner: FileFacts, _ file: String, _ tally: inout Tally, _ disagreements: inout [Disagreement]
    ) {
        let pairing = MultisetPairing(
            compiler: Array(zip(compiler.imports, compiler.importLines)), scanner: Array(zip(scanner.imports, scanner.importLines)),
            key: { $0.0 }, nearKeys: [])
        for _ in pairing.matched { tally.count(.imports, agreed: true) }
        for (module, line) in pairing.onlyCompiler {
            tally.count(.imports, agreed: false)
            disagreements.append(Disagreement(category: .imports, file: file, line: line, subject: "import", compiler: module, scanner: "—"))
        }
        for (module, line) in pairing.onlyScanner {
            tally.count(.imports, agreed: false)
            disagreements.append(Disagreement(category: .imports, file: file, line: line, subject: "import", compiler: "—", scanner: module))
        }
    }

    private static func compareDeclarations(
        _ compiler: [DeclarationFact], _ scanner: [DeclarationFact], _ file: String,
        _ tally: inout Tally, _ disagreements: inout [Disagreement]
    ) {
        let pairing = MultisetPairing(
            compiler: compiler, scanner: scanner, key: { DeclarationKey(kind: $0.kind, name: $0.name, line: $0.line) },
            nearKeys: [{ AnyHashable([$0.kind, $0.name]) }, { AnyHashable($0.line) }])
        func describe(_ fact: DeclarationFact) -> String { "\(fact.kind) \(fact.name) (line \(fact.line))" }
        for (ours, theirs) in pairing.nearMisses {
            tally.count(.declarations, agreed: false)
            disagreements.append(Disagreement(
                category: .declarations, file: file, line: ours.line, subject: "\(ours.kind) \(ours.name)",
                compiler: describe(ours), scanner: describe(theirs)))
        }
        for fact in pairing.onlyCompiler {
            tally.count(.declarations, agreed: false)
            disagreements.append(Disagreement(
                category: .declarations, file: file, line: fact.line, subject: "\(fact.kind) \(fact.name)",
                compiler: describe(fact), scanner: "—"))
        }
        for fact in pairing.onlyScanner {
            tally.count(.declarations, agreed: false)
            disagreements.append(Disagreement(
                category: .declarations, file: file, line: fact.line, subject: "\(fact.kind) \(fact.name)",
                compiler: "—", scanner: describe(fact)))
        }
        for (ours, theirs) in pairing.matched {
            tally.count(.declarations, agreed: true)
            let subject = "\(ours.kind) \(ours.name)"
            let count = max(ours.inheritedTypes.count, theirs.inheritedTypes.count)
            for position in 0..<count {
                let compilerText = position < ours.inheritedTypes.count ? ours.inheritedTypes[position] : "—"
                let scannerText = position < theirs.inheritedTypes.count ? theirs.inheritedTypes[position] : "—"
                tally.count(.inheritedTypes, agreed: compilerText == scannerText)
                if compilerText != scannerText {
                    disagreements.append(Disagreement(
                        category: .inheritedTypes, file: file, line: ours.line,
                        subject: "\(subject), inherited #\(position + 1)", compiler: compilerText, scanner: scannerText))
                }
            }
            tally.count(.declarationNesting, agreed: ours.parent == theirs.parent)
            if ours.parent != theirs.parent {
                disagreements.append(Disagreement(
                    category: .declarationNesting, file: file, line: ours.line, subject: subject,
                    compiler: ours.parent ?? "file scope", scanner: theirs.parent ?? "file scope"))
            }
            tally.count(.declarationAccess, agreed: ours.accessLevel == theirs.accessLevel)
            if ours.accessLevel != theirs.accessLevel {
                disagreements.append(Disagreement(
                    category: .declarationAccess, file: file, line: ours.line, subject: subject,
                    compiler: ours.accessLevel, scanner: theirs.accessLevel))
            }
        }
    }

    private static func compareMembers(
        _ compiler: [MemberFact], _ scanner: [MemberFact], _ file: String,
        _ tally: inout Tally, _ disagreements: inout [Disagreement]
    ) {
        let pairing = MultisetPairing(
            compiler: compiler, scanner: scanner,
            key: { MemberKey(ownerKind: $0.ownerKind, ownerName: $0.ownerName, ownerLine: $0.ownerLine, name: $0.name, line: $0.line) },
            nearKeys: [{ AnyHashable([$0.ownerKind, $0.ownerName, $0.name]) }, { AnyHashable("\($0.line) \($0.name)") }])
        func subject(_ fact: MemberFact) -> String { "\(fact.name) in \(fact.ownerKind) \(fact.ownerName) (line \(fact.ownerLine))" }
        func describe(_ fact: MemberFact) -> String { "\(fact.name) (line \(fact.line)) in \(fact.ownerKind) \(fact.ownerName) (line \(fact.ownerLine))" }
        for (ours, theirs) in pairing.nearMisses {
            tally.count(.members, agreed: false)
            disagreements.append(Disagreement(
                category: .members, file: file, line: ours.line, subject: subject(ours),
                compiler: describe(ours), scanner: describe(theirs)))
        }
        for fact in pairing.onlyCompiler {
            tally.count(.members, agreed: false)
            disagreements.append(Disagreement(
                category: .members, file: file, line: fact.line, subject: subject(fact), compiler: describe(fact),
                scanner: "—"))
        }
        for fact in pairing.onlyScanner {
            tally.count(.members, agreed: false)
            disagreements.append(Disagreement(
                category: .members, file: file, line: fact.line, subject: subject(fact), compiler: "—",
                scanner: describe(fact)))
        }
        for (ours, theirs) in pairing.matched {
            tally.count(.members, agreed: true)
            tally.count(.memberTypes, agreed: ours.type == theirs.type)
            if ours.type != theirs.type {
                disagreements.append(Disagreement(
                    category: .memberTypes, file: file, line: ours.line, subject: subject(ours),
                    compiler: ours.type ?? "none", scanner: theirs.type ?? "none"))
            }
            tally.count(.memberBindings, agreed: ours.binding == theirs.binding)
            if ours.binding != theirs.binding {
                disagreements.append(Disagreement(
                    category: .memberBindings, file: file, line: ours.line, subject: subject(ours),
                    compiler: ours.binding, scanner: theirs.binding))
            }
            tally.count(.memberAccess, agreed: ours.accessLevel == theirs.accessLevel)
            if ours.accessLevel != theirs.accessLevel {
                disagreements.append(Disagreement(
                    category: .memberAccess, file: file, line: ours.line, subject: subject(ours),
                    compiler: ours.accessLevel, scanner: theirs.accessLevel))
            }
        }
    }
}

private struct DeclarationKey: Hashable {
    var kind: String
    var name: String
    var line: Int
}

private struct MemberKey: Hashable {
    var ownerKind: String
    var ownerName: String
    var ownerLine: Int
    var name: String
    var line: Int
}
