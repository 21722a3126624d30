import DIProtocol
import Foundation

/// What a plain scan finds after `"id":` in a body that is not valid JSON, so a broken request can still be
/// answered with its own id, and never with another one.
enum SalvagedID: Equatable {
    /// A string without escapes, or an integer token that fits an `Int`.
    case id(RequestID)
    /// A number that is not an integer in range (`1e400`, `1.5`, 30 digits): the request is invalid, whatever
    /// else is wrong with the body.
    case outOfRange(String)

    /// The id of `body`, when there is exactly one `"id"` key and its whole value can be read on its own: a
    /// string must be closed and valid UTF-8, a number must be followed by what ends a JSON value, so a body cut
    /// short inside its id gives nothing rather than a prefix of it.
    init?(from body: Data) {
        let bytes = Array(body.prefix(4096))
        let key = Array("\"id\"".utf8)
        let keys = bytes.indices.filter { bytes[$0...].starts(with: key) }
        guard keys.count == 1 else { return nil }
        var index = keys[0] + key.count
        func skipBlanks() { while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 } }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipBlanks()
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            let value = bytes[(index + 1)...].prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            guard value.endIndex < bytes.count, bytes[value.endIndex] == UInt8(ascii: "\""),
                let text = String(validating: value, as: UTF8.self)
            else { return nil }
            self = .id(.string(text))
            return
        }
        // A JSON number token: sign, digits, fraction, exponent; a byte that ends a value must follow it.
        let tokenBytes = bytes[index...].prefix { $0 < 0x80 && Self.numberCharacters.contains(Character(Unicode.Scalar($0))) }
        guard tokenBytes.endIndex < bytes.count else { return nil }
        let next = bytes[tokenBytes.endIndex]
        guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") || Self.isBlank(next) else { return nil }
        let token = Substring(String(decoding: tokenBytes, as: UTF8.self))
        guard Self.isNumberToken(token) else { return nil }
        if let integer = Int(token) {
            self = .id(.int(integer))
        } else {
            self = .outOfRange(String(token.prefix(40)))
        }
    }

    private static let numberCharacters = Set("0123456789+-.eE")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `-? digits (. digits)? ([eE] [+-]? digits)?`, the JSON number grammar (leading zeros tolerated).
    private static func isNumberToken(_ token: Substring) -> Bool {
        var rest = token[...]
        func digits() -> Bool {
            let count = rest.prefix(while: \.isNumber).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        guard digits() else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }
}
