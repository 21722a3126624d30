/// String literals: the fast path slices the bytes; escapes are decoded only when present.
extension JSONSkimmingReader {
    mutating func string() throws -> String {
        guard try peek() == UInt8(ascii: "\"") else { throw MalformedJSON() }
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            index += 1
        }
        guard index < bytes.count else { throw MalformedJSON() }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
        }
        index = start
        return try escapedString()
    }

    mutating func escapedString() throws -> String {
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
            guard index < bytes.count else { throw MalformedJSON() }
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
        throw MalformedJSON()
    }

    mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + 4)]), as: UTF8.self), radix: 16)
        else { throw MalformedJSON() }
        index += 4
        return code
    }
}
