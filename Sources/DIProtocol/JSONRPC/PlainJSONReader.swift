import Foundation

/// Reads the JSON that clients actually send — objects, arrays, strings, `true`/`false`/`null` and integers —
/// straight from the bytes into a `JSONValue`, about ten times as fast as `JSONDecoder` through `JSONValue`'s
/// `Decodable` (which tries each type in turn, throwing for each miss: a branch switch's 8 MB notification took
/// 0.7 s). Anything else (fractions, exponents, integers past `Int`, escapes of lone surrogates, non-UTF-8 bytes,
/// repeated keys, nesting past 512) returns nil, and the caller decodes the text with `JSONDecoder`, so the result
/// is always the one `JSONDecoder` gives.
struct PlainJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    static let maximumDepth = 512

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = PlainJSONReader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipWhitespace()
        return reader.index == bytes.count ? value : nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value() -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return integer()
        default: return nil
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    /// `-?(0|[1-9][0-9]*)` within `Int`, not followed by a fraction or exponent; otherwise nil.
    private mutating func integer() -> JSONValue? {
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var magnitude: UInt64 = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            magnitude = sum
            index += 1
        }
        let digits = index - start
        guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")) else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            return nil
        }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return .int(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return .int(Int(magnitude))
    }

    /// A string with the simple escapes and `\u` escapes of characters (pairs for those past U+FFFF).
    private mutating func string() -> String? {
        index += 1
        var result = ""
        var runStart = index
        var runIsASCII = true
        // The bytes since the last escape: ASCII as they are, anything else only when it is valid UTF-8.
        func flush(_ end: Int) -> Bool {
            guard end > runStart else { return true }
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
            guard let text = runIsASCII ? String(decoding: run, as: UTF8.self) : String(bytes: run, encoding: .utf8) else { return false }
            result += text
            return true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard flush(index) else { return nil }
                index += 1
                return result
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                if byte >= 0x80 { runIsASCII = false }
                index += 1
                continue
            }
            guard flush(index), index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): result.unicodeScalars.append("\"")
            case UInt8(ascii: "\\"): result.unicodeScalars.append("\\")
            case UInt8(ascii: "/"): result.unicodeScalars.append("/")
            case UInt8(ascii: "b"): result.unicodeScalars.append("\u{8}")
            case UInt8(ascii: "f"): result.unicodeScalars.append("\u{C}")
            case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
            case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
            case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
            case UInt8(ascii: "u"):
                guard let first = hex4() else { return nil }
                if (0xD800...0xDBFF).contains(first) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                    index += 2
                    guard let second = hex4(), (0xDC00...0xDFFF).contains(second),
                        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                    else { return nil }
                    result.unicodeScalars.append(scalar)
                } else {
                    guard let scalar = Unicode.Scalar(first) else { return nil }
                    result.unicodeScalars.append(scalar)
                }
            default:
                return nil
            }
            runStart = index
            runIsASCII = true
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Skips whitespace and takes `byte` when it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func array() -> JSONValue? {
        index += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        var elements: [JSONValue] = []
        if take(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            guard let element = value() else { return nil }
            elements.append(element)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? .array(elements) : nil
    }

    private mutating func object() -> JSONValue? {
        index += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        var members: [String: JSONValue] = [:]
        if take(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string(), take(UInt8(ascii: ":")),
                let member = value(), members.updateValue(member, forKey: key) == nil
            else { return nil }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? .object(members) : nil
    }
}
