/// Decides whether a provider's type satisfies a requirement's type.
///
/// Equal canonical spellings match. Beyond that, `Module.Session` matches `Session` when `Module` is a
/// module the workspace knows (a SwiftPM target, an imported module, `Swift`) and the unqualified name is not
/// declared by more than one type in the workspace, so the qualifier cannot change its meaning; and a
/// `typealias` declared at file scope in the workspace equals its target (`Token` and `String`).
public struct TypeMatcher: Sendable, Equatable {
    let moduleNames: Set<String>
    let ambiguousTypeNames: Set<String>
    /// Alias name -> the canonical spelling of its target.
    let aliases: [String: String]

    /// How many times aliases of aliases are expanded, and how much longer than the original the text may
    /// grow (aliases of pairs of aliases double at every step), before expansion stops.
    static let maximumExpansionRounds = 16
    static let maximumExpandedLength = 16_384

    public init(moduleNames: Set<String>, ambiguousTypeNames: Set<String>, aliases: [String: String] = [:]) {
        self.moduleNames = moduleNames
        self.ambiguousTypeNames = ambiguousTypeNames
        self.aliases = aliases
    }

    public func matches(_ provided: TypeSignature, _ required: TypeSignature) -> Bool {
        if provided.canonical == required.canonical { return true }
        let providedText = stripModules(provided.canonical)
        let requiredText = stripModules(required.canonical)
        if providedText == requiredText { return true }
        guard !aliases.isEmpty else { return false }
        return expand(providedText) == expand(requiredText)
    }

    /// The spelling two types share exactly when `matches` holds for them (qualifiers dropped, aliases
    /// expanded), so resolution can compare types as interned integers.
    func matchKey(of signature: TypeSignature) -> String {
        let text = stripModules(signature.canonical)
        return aliases.isEmpty ? text : expand(text)
    }

    /// The type with the workspace's aliases replaced by their targets (canonical spelling), or nil when it
    /// names no alias; messages and hovers show it beside the written type.
    public func expandedAliases(of signature: TypeSignature) -> String? {
        guard !aliases.isEmpty else { return nil }
        let text = stripModules(signature.canonical)
        let expanded = expand(text)
        return expanded == text ? nil : expanded
    }

    /// Replaces alias names by their targets until none is left (or a limit is reached), re-canonicalising after
    /// each round so `Handler?` with `Handler = (Int) -> Void` reads `((Int)->())?`.
    private func expand(_ canonical: String) -> String {
        var text = canonical
        for _ in 0..<Self.maximumExpansionRounds {
            let tokens = Self.tokens(of: text)
            var replaced = false
            var output = ""
            for (index, token) in tokens.enumerated() {
                if let target = aliases[String(token)], index == 0 || tokens[index - 1] != "." {
                    output += "(" + target + ")"
                    replaced = true
                } else {
                    output += token
                }
            }
            guard replaced, output.utf8.count <= Self.maximumExpandedLength else { return text }
            text = stripModules(TypeSignature(output).canonical)
        }
        return text
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
