/// Whether a name can be written as a Swift identifier where a property is declared and read (`var name`,
/// `dependency.name`): a letter or `_`, then letters, digits or `_`, not a keyword unless written in backticks.
enum SwiftIdentifier {
    static func isValid(_ name: String) -> Bool {
        var text = Substring(name)
        let quoted = text.count > 2 && text.first == "`" && text.last == "`"
        if quoted { text = text.dropFirst().dropLast() }
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        guard text.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
            || $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark })
        else { return false }
        return quoted || !keywords.contains(String(text))
    }

    /// Words that cannot name a property without backticks (contextual keywords such as `get` can).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
