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

    /// Why `name`, an identifier, still cannot name a requirement or a provider where a rename puts it; nil when
    /// it can. `Type` and `Protocol` bare are metatype expressions (`x.Type`), a compile error as member names;
    /// every component inherits DIRuntime's `dependency` and `parent`, which a provider cannot redeclare and a
    /// requirement would collide with in the component that provides its own dependency.
    static func reasonItCannotNameADependency(_ name: String) -> String? {
        let quoted = name.hasPrefix("`")
        let bare = quoted ? String(name.dropFirst().dropLast()) : name
        if !quoted, bare == "Type" || bare == "Protocol" {
            return "`\(bare)` cannot name a member without backticks (`x.\(bare)` is a metatype); use `` `\(bare)` ``"
        }
        if bare == "dependency" || bare == "parent" {
            return "every component already has `\(bare)` (DIRuntime's `Component.\(bare)`), which a provider or a requirement of that name would clash with"
        }
        return nil
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
