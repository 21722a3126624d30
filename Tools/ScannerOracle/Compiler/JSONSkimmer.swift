/// A JSON reader that builds only the keys the oracle reads and skips every other value unparsed.
///
/// The dumps are mostly function bodies and initializer expressions (a 40-file batch is ~1-6 MB), and
/// Foundation's `JSONSerialization` spent most of a run building them. Values under other keys are
/// skipped by matching brackets and strings; kept values come back as Foundation would give them
/// (`[String: Any]`, `[Any]`, `String`, `Int`, `Bool`), so the fact reader does not know the difference.
/// Returns nil for malformed JSON, as `JSONSerialization` would throw.
enum JSONSkimmer {
    /// Every key `CompilerFactsReader` and `PendingBinding` read.
    static let keptKeys: Set<String> = [
        "_kind", "items", "range", "start", "end", "name", "base_name", "actor", "inherits", "members", "attrs",
        "access_level", "extended_type", "pattern_entries", "pattern", "sub_pattern", "filename", "let", "static", "module_path",
    ]

    static func object(from bytes: [UInt8]) -> [String: Any]? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONSkimmingReader(bytes: buffer)
            guard let value = try? reader.value(), let object = value as? [String: Any], reader.isAtEnd() else { return nil }
            return object
        }
    }
}
