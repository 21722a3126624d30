/// One target call in a manifest, with what is known of its arguments.
struct TargetDeclaration: Equatable {
    enum Kind { case regular, test, plugin }

    /// A literal argument's value, nil when absent; `unknown` when written as something other than a literal.
    enum Argument<Value: Equatable>: Equatable {
        case known(Value?)
        case unknown
    }

    var kind: Kind
    var name: String?
    var path: Argument<String> = .known(nil)
    var sources: Argument<[String]> = .known(nil)
    var excluded: Argument<[String]> = .known(nil)
    /// Labels besides `name:` and `condition:`: a declaration, not a `.target(name:)` dependency.
    var declaresTarget = false
}

/// The target calls in `tokens`, one per name (a declaration wins over a `.target(name:)` dependency of the
/// same name). Arguments nested in a call (`dependencies: [.target(name: "Core")]`) are skipped with it.
func targetDeclarations(in tokens: [ManifestToken]) -> [TargetDeclaration] {
    let kinds: [String: TargetDeclaration.Kind] = [
        "target": .regular, "executableTarget": .regular, "macro": .regular, "testTarget": .test, "plugin": .plugin,
    ]
    var found: [TargetDeclaration] = []
    /// Index in `found` by name: searched per call, a manifest of 50,000 targets made this quadratic.
    var foundByName: [String: Int] = [:]
    var index = 0
    while index + 2 < tokens.count {
        guard tokens[index] == .symbol(UInt8(ascii: ".")), case .word(let word) = tokens[index + 1], let kind = kinds[word],
            tokens[index + 2] == .symbol(UInt8(ascii: "("))
        else {
            index += 1
            continue
        }
        var declaration = TargetDeclaration(kind: kind)
        index = readArguments(tokens, from: index + 3) { label, value in
            switch label {
            case "name": declaration.name = singleString(value)
            case "path": declaration.path = singleString(value).map { .known($0) } ?? .unknown
            case "sources": declaration.sources = stringArray(value).map { .known($0) } ?? .unknown
            case "exclude": declaration.excluded = stringArray(value).map { .known($0) } ?? .unknown
            default: break
            }
            if label != "name" && label != "condition" { declaration.declaresTarget = true }
        }
        guard let name = declaration.name else { continue }
        if let existing = foundByName[name] {
            if declaration.declaresTarget && !found[existing].declaresTarget { found[existing] = declaration }
        } else {
            foundByName[name] = found.count
            found.append(declaration)
        }
    }
    return found
}

/// Calls `visit(label, valueTokens)` for each labelled argument of the call whose `(` precedes `start`;
/// returns the index after its `)`.
private func readArguments(_ tokens: [ManifestToken], from start: Int, visit: (String, ArraySlice<ManifestToken>) -> Void) -> Int {
    var index = start
    var argumentStart = start
    var depth = 0
    func finishArgument(at end: Int) {
        guard end - argumentStart >= 2, case .word(let label) = tokens[argumentStart],
            tokens[argumentStart + 1] == .symbol(UInt8(ascii: ":"))
        else { return }
        visit(label, tokens[(argumentStart + 2)..<end])
    }
    while index < tokens.count {
        switch tokens[index] {
        case .symbol(UInt8(ascii: "(")), .symbol(UInt8(ascii: "[")), .symbol(UInt8(ascii: "{")):
            depth += 1
        case .symbol(UInt8(ascii: ")")), .symbol(UInt8(ascii: "]")), .symbol(UInt8(ascii: "}")):
            if depth == 0 {
                finishArgument(at: index)
                return index + 1
            }
            depth -= 1
        case .symbol(UInt8(ascii: ",")) where depth == 0:
            finishArgument(at: index)
            argumentStart = index + 1
        default:
            break
        }
        index += 1
    }
    return index
}

/// `"text"` alone.
private func singleString(_ value: ArraySlice<ManifestToken>) -> String? {
    guard value.count == 1, case .string(let text)? = value.first else { return nil }
    return text
}

/// `["a", "b"]` (a trailing comma allowed); nil when any element is not a literal.
private func stringArray(_ value: ArraySlice<ManifestToken>) -> [String]? {
    guard value.first == .symbol(UInt8(ascii: "[")), value.last == .symbol(UInt8(ascii: "]")) else { return nil }
    var strings: [String] = []
    var expectsString = true
    for token in value.dropFirst().dropLast() {
        switch token {
        case .string(let text?) where expectsString:
            strings.append(text)
            expectsString = false
        case .symbol(UInt8(ascii: ",")) where !expectsString:
            expectsString = true
        default:
            return nil
        }
    }
    return strings
}
