/// Small accessors for the compiler's JSON nodes.
extension CompilerFactsReader {
    static func declarationKind(nodeKind: String, node: [String: Any]) -> String {
        switch nodeKind {
        case "class_decl": return (node["actor"] as? Bool ?? false) ? "actor" : "class"
        case "struct_decl": return "struct"
        case "enum_decl": return "enum"
        case "extension_decl": return "extension"
        default: return "protocol"
        }
    }

    static func name(of node: [String: Any]) -> String? {
        let declName = node["name"] as? [String: Any]
        let baseName = declName?["base_name"] as? [String: Any]
        return baseName?["name"] as? String
    }

    static func start(of node: [String: Any]) -> Int? {
        integer((node["range"] as? [String: Any])?["start"])
    }

    /// The written access level; `internal` when no access modifier is written. `setter_access_attr`
    /// (`private(set)`) is deliberately not read: it limits the setter, not the declaration.
    static func accessLevel(of node: [String: Any]) -> String {
        for attribute in node["attrs"] as? [Any] ?? [] {
            guard let attribute = attribute as? [String: Any],
                attribute["_kind"] as? String == "access_control_attr",
                let level = attribute["access_level"] as? String
            else { continue }
            return level
        }
        return "internal"
    }

    /// `let`/`var` from the `var_decl`'s `let` flag, `static` in front when its `static` flag is set (the
    /// compiler sets it for `class var` as well: both declare type properties).
    static func binding(of node: [String: Any]) -> String {
        ((node["static"] as? Bool ?? false) ? "static " : "") + ((node["let"] as? Bool ?? false) ? "let" : "var")
    }

    static func integer(_ value: Any?) -> Int? {
        if let value = value as? Int { return value }
        if let value = value as? String { return Int(value) }
        return nil
    }

    /// Back-ticks only let a keyword be used as a name; `` `default` `` and `default` name the same thing,
    /// and the compiler's JSON prints names without them.
    static func withoutBackticks(_ name: String) -> String {
        name.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
