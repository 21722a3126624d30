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

    /// The id of `body`, when there is exactly one `"id"` key and its value can be read on its own.
    init?(from body: Data) {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        guard let key = text.range(of: "\"id\""), text.ranges(of: "\"id\"").count == 1 else { return nil }
        var rest = text[key.upperBound...].drop(while: Self.isBlank)
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop(while: Self.isBlank)
        if rest.first == "\"" {
            let value = rest.dropFirst().prefix { $0 != "\"" && $0 != "\\" }
            guard rest.dropFirst().dropFirst(value.count).first == "\"" else { return nil }
            self = .id(.string(String(value)))
            return
        }
        // A JSON number token: sign, digits, fraction, exponent; whatever follows must end it.
        let token = rest.prefix { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        guard token.contains(where: \.isNumber) else { return nil }
        let next = rest.dropFirst(token.count).first
        guard next == nil || next == "," || next == "}" || Self.isBlank(next!) else { return nil }
        guard Self.isNumberToken(token) else { return nil }
        if let integer = Int(token) {
            self = .id(.int(integer))
        } else {
            self = .outOfRange(String(token.prefix(40)))
        }
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r"
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
