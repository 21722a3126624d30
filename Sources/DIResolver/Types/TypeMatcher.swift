/// Decides whether a provider's type satisfies a requirement's type.
///
/// Equal canonical spellings match. Beyond that, `Module.Session` matches `Session` when `Module` is a
/// module the workspace knows (a SwiftPM target or an imported module) and the unqualified name is not
/// declared by more than one type in the workspace, so the qualifier cannot change its meaning.
public struct TypeMatcher: Sendable {
    let moduleNames: Set<String>
    let ambiguousTypeNames: Set<String>

    public init(moduleNames: Set<String>, ambiguousTypeNames: Set<String>) {
        self.moduleNames = moduleNames
        self.ambiguousTypeNames = ambiguousTypeNames
    }

    public func matches(_ provided: TypeSignature, _ required: TypeSignature) -> Bool {
        if provided.canonical == required.canonical { return true }
        return stripModules(provided.canonical) == stripModules(required.canonical)
    }

    /// Removes `Module.` qualifiers in front of unambiguous type names, everywhere in the spelling.
    func stripModules(_ canonical: String) -> String {
        guard canonical.contains(".") else { return canonical }
        let tokens = Self.tokens(of: canonical)
        var output: [Substring] = []
        var index = 0
        while index < tokens.count {
            let startsChain = output.last != "."
            if startsChain, moduleNames.contains(String(tokens[index])), index + 2 < tokens.count, tokens[index + 1] == ".",
                !ambiguousTypeNames.contains(String(tokens[index + 2]))
            {
                index += 2
                continue
            }
            output.append(tokens[index])
            index += 1
        }
        return output.joined()
    }

    /// Words and single punctuation characters.
    private static func tokens(of text: String) -> [Substring] {
        var tokens: [Substring] = []
        var wordStart: String.Index?
        for index in text.indices {
            let character = text[index]
            if character.isLetter || character.isNumber || character == "_" {
                if wordStart == nil { wordStart = index }
                continue
            }
            if let start = wordStart { tokens.append(text[start..<index]); wordStart = nil }
            tokens.append(text[index...index])
        }
        if let start = wordStart { tokens.append(text[start...]) }
        return tokens
    }
}
