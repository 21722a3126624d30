/// File names are bytes; Swift strings are Unicode. This is the one lossless way between them.
///
/// A name that is valid UTF-8 is that text. Each byte of a name that is not valid UTF-8 (0x80-0xFF) becomes the
/// private-use scalar `U+10FF00 + byte` (U+10FF80...U+10FFFF), and so does each byte of a valid sequence that would
/// itself decode into that range, so the mapping is a bijection: `bytes(of: string(fromBytes: b)) == b` for any
/// `b`. Paths travel through the analysis in this form; the disk calls turn them back into bytes, the renderers
/// print the escaped bytes as `\xFF` (text) or `%FF` (URIs), and JSON carries the scalars as they are.
public enum FileNameBytes {
    /// The scalar standing for byte 0x80; byte `b` is `escapeBase + b`.
    public static let escapeBase: UInt32 = 0x10FF00

    /// The string form of a file name or path.
    public static func string(fromBytes bytes: some Collection<UInt8>) -> String {
        let array = Array(bytes)
        if let text = String(validating: array, as: UTF8.self), !array.contains(0xF4) { return text }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            if let (scalar, length) = decodeScalar(array, at: index), scalar.value < escapeBase + 0x80 {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(array[index]))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a string form stands for.
    public static func bytes(of path: String) -> [UInt8] {
        guard path.utf8.contains(0xF4) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) { bytes.append(byte) } else { bytes += Array(String(scalar).utf8) }
        }
        return bytes
    }

    /// The byte `scalar` stands for, when it is an escape.
    public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF ? UInt8(scalar.value - escapeBase) : nil
    }

    /// Calls `body` with the path as the NUL-terminated bytes the system calls take.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard path.utf8.contains(0xF4) else { return try path.withCString(body) }
        let bytes = Self.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The scalar encoded at `index` by a well-formed UTF-8 sequence (no overlong forms, no surrogates) and its
    /// length; nil when the bytes there are not one.
    private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int, lowest: UInt8, highest: UInt8
        switch lead {
        case 0xC2...0xDF: (length, lowest, highest) = (2, 0x80, 0xBF)
        case 0xE0: (length, lowest, highest) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, lowest, highest) = (3, 0x80, 0xBF)
        case 0xED: (length, lowest, highest) = (3, 0x80, 0x9F)
        case 0xF0: (length, lowest, highest) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, lowest, highest) = (4, 0x80, 0xBF)
        case 0xF4: (length, lowest, highest) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, (lowest...highest).contains(bytes[index + 1]) else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard offset == 1 || (0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
