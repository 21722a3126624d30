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
            var reader = Reader(bytes: buffer)
            guard let value = try? reader.value(), let object = value as? [String: Any], reader.isAtEnd() else { return nil }
            return object
        }
    }

    private struct Malformed: Error {}

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func value() throws -> Any {
            skipWhitespace()
            guard index < bytes.count else { throw Malformed() }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return try string()
            case UInt8(ascii: "t"): return try literal("true", true)
            case UInt8(ascii: "f"): return try literal("false", false)
            case UInt8(ascii: "n"): return try literal("null", Optional<Int>.none as Any)
            default: return try number()
            }
        }

        private mutating func object() throws -> [String: Any] {
            index += 1
            var result: [String: Any] = [:]
            skipWhitespace()
            if try peek() == UInt8(ascii: "}") {
                index += 1
                return result
            }
            while true {
                skipWhitespace()
                let key = try string()
                skipWhitespace()
                guard try peek() == UInt8(ascii: ":") else { throw Malformed() }
                index += 1
                if JSONSkimmer.keptKeys.contains(key) {
                    result[key] = try value()
                } else {
                    try skipValue()
                }
                skipWhitespace()
                let separator = try peek()
                index += 1
                if separator == UInt8(ascii: "}") { return result }
                guard separator == UInt8(ascii: ",") else { throw Malformed() }
            }
        }

        private mutating func array() throws -> [Any] {
            index += 1
            var result: [Any] = []
            skipWhitespace()
            if try peek() == UInt8(ascii: "]") {
                index += 1
                return result
            }
            while true {
                result.append(try value())
                skipWhitespace()
                let separator = try peek()
                index += 1
                if separator == UInt8(ascii: "]") { return result }
                guard separator == UInt8(ascii: ",") else { throw Malformed() }
            }
        }

        /// Skips one value of any kind, checking only that brackets balance outside strings.
        private mutating func skipValue() throws {
            skipWhitespace()
            var depth = 0
            repeat {
                guard index < bytes.count else { throw Malformed() }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    try skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth < 0 { throw Malformed() }
                case UInt8(ascii: ","):
                    if depth == 0 { return }
                default:
                    break
                }
                index += 1
            } while depth > 0 || !isValueEnd()
        }

        private func isValueEnd() -> Bool {
            guard index < bytes.count else { return true }
            let byte = bytes[index]
            return byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        private mutating func skipString() throws {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    return
                }
            }
            throw Malformed()
        }

        private mutating func string() throws -> String {
            guard try peek() == UInt8(ascii: "\"") else { throw Malformed() }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                index += 1
            }
            guard index < bytes.count else { throw Malformed() }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
            }
            index = start
            return try escapedString()
        }

        private mutating func escapedString() throws -> String {
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flushRaw() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") {
                    flushRaw()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    raw.append(byte)
                    continue
                }
                guard index < bytes.count else { throw Malformed() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): raw.append(0x0A)
                case UInt8(ascii: "t"): raw.append(0x09)
                case UInt8(ascii: "r"): raw.append(0x0D)
                case UInt8(ascii: "b"): raw.append(0x08)
                case UInt8(ascii: "f"): raw.append(0x0C)
                case UInt8(ascii: "u"):
                    flushRaw()
                    var code = try hex4()
                    if code >= 0xD800, code < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: raw.append(escape)
                }
            }
            throw Malformed()
        }

        private mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count,
                let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self), radix: 16)
            else { throw Malformed() }
            index += 4
            return code
        }

        private mutating func number() throws -> Any {
            let start = index
            while index < bytes.count, !isValueEnd() { index += 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if let integer = Int(text) { return integer }
            if let double = Double(text) { return double }
            throw Malformed()
        }

        private mutating func literal(_ word: String, _ value: Any) throws -> Any {
            let end = index + word.utf8.count
            guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { throw Malformed() }
            index = end
            return value
        }

        private func peek() throws -> UInt8 {
            guard index < bytes.count else { throw Malformed() }
            return bytes[index]
        }

        /// True when only whitespace follows: text after the object means its brackets did not match.
        mutating func isAtEnd() -> Bool {
            skipWhitespace()
            return index == bytes.count
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }
    }
}
