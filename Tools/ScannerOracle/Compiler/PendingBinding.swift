/// One `pattern_binding_decl` and the `var_decl`s that follow it in a type's member list.
///
/// The binding knows which names carry a type annotation (`pattern_typed`) and where the binding ends;
/// each `var_decl` knows where its name is. A tuple pattern (`var (a, b): (Int, Int)`) types the tuple,
/// not a name, so its names get no type of their own.
struct PendingBinding {
    var typedNames: Set<String> = []
    /// Offset just past the binding's last token.
    var end = 0
    var variables: [(node: [String: Any], owner: (kind: String, name: String, line: Int))] = []

    init() {}

    init(node: [String: Any], cursor: SourceCursor) {
        for entry in node["pattern_entries"] as? [Any] ?? [] {
            guard let pattern = (entry as? [String: Any])?["pattern"] as? [String: Any] else { continue }
            if pattern["_kind"] as? String == "pattern_typed",
                let named = pattern["sub_pattern"] as? [String: Any], named["_kind"] as? String == "pattern_named",
                let name = CompilerFactsReader.name(of: named)
            {
                typedNames.insert(name)
            }
        }
        if let range = node["range"] as? [String: Any], let last = CompilerFactsReader.integer(range["end"]) {
            end = cursor.endOfTypeToken(at: last)
        }
    }

    /// The annotation written right after the name at `nameStart` (`name: Type`), normalised, or nil when
    /// the name is not followed by a colon (as `a` in `var a, b: Int`).
    func writtenType(afterNameAt nameStart: Int, cursor: SourceCursor) -> String? {
        let colon = cursor.skipTrivia(from: cursor.endOfIdentifier(at: nameStart))
        guard colon < end, cursor.bytes[colon] == UInt8(ascii: ":") else { return nil }
        let extent = cursor.typeExtent(
            from: colon + 1,
            terminators: [UInt8(ascii: "="), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";")],
            stopsAtWhere: false, limit: end)
        return TypeTextNormalizer.normalize(cursor.bytes[extent])
    }
}
