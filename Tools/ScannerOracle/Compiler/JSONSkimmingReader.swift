/// Thrown for JSON that does not parse.
struct MalformedJSON: Error {}

/// The reader behind `JSONSkimmer`: builds values under `JSONSkimmer.keptKeys`, skips all others.
struct JSONSkimmingReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func value() throws -> Any {
        skipWhitespace()
        guard index < bytes.count else { throw MalformedJSON() }
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
            guard try peek() == UInt8(ascii: ":") else { throw MalformedJSON() }
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
            guard separator == UInt8(ascii: ",") else { throw MalformedJSON() }
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
            guard separator == UInt8(ascii: ",") else { throw MalformedJSON() }
        }
    }

    /// Skips one value of any kind, checking only that brackets balance outside strings.
    private mutating func skipValue() throws {
        skipWhitespace()
        var depth = 0
        repeat {
            guard index < bytes.count else { throw MalformedJSON() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try skipString()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { throw MalformedJSON() }
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
        throw MalformedJSON()
    }

    private mutating func number() throws -> Any {
        let start = index
        while index < bytes.count, !isValueEnd() { index += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if let integer = Int(text) { return integer }
        if let double = Double(text) { return double }
        throw MalformedJSON()
    }

    private mutating func literal(_ word: String, _ value: Any) throws -> Any {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { throw MalformedJSON() }
        index = end
        return value
    }

    func peek() throws -> UInt8 {
        guard index < bytes.count else { throw MalformedJSON() }
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
