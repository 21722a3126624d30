/// A small recursive-descent reader over type text that re-emits it canonically. It is tolerant:
/// anything it does not understand is copied through, so an unusual type still equals itself.
///
/// Recursion happens only at brackets and is bounded by `TypeSignature.maximumNesting`; chains (`A???`,
/// `(A) -> (A) -> A`, `A.B.C`, `A & B & C`) are loops that append, so time is linear in the text.
struct TypeTextParser {
    private let bytes: [UInt8]
    private var position = 0
    /// Brackets open around the current position.
    private var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseWhole() -> String {
        var output = parseType()
        if position < bytes.count { output += String(decoding: bytes[position...], as: UTF8.self) }
        return output
    }

    /// type := segment ('->' segment)*
    private mutating func parseType() -> String {
        var output = parseSegment()
        while true {
            skipSpaces()
            guard peek() == UInt8(ascii: "-"), peek(1) == UInt8(ascii: ">") else { return output }
            position += 2
            output += "->"
            output += parseSegment()
        }
    }

    /// segment := specifier* attribute* element ('&' element)* effects. `any` is dropped (`any P` is `P`),
    /// and the elements of a composition are sorted (`B & A` is `A & B`).
    private mutating func parseSegment() -> String {
        skipSpaces()
        var prefix = ""
        while let length = specifierLength() {
            if !isWord("any", length: length) { prefix += String(decoding: bytes[position..<(position + length)], as: UTF8.self) + " " }
            position += length
            skipSpaces()
        }
        while peek() == UInt8(ascii: "@") { prefix += readAttribute() + " "; skipSpaces() }
        var result = parsePostfixed()
        if peek() == UInt8(ascii: "&") {
            var elements = [result]
            while peek() == UInt8(ascii: "&") {
                position += 1
                skipSpaces()
                if wordLength() == 3, isWord("any", length: 3) { position += 3 }
                elements.append(parsePostfixed())
            }
            result = elements.sorted().joined(separator: "&")
        }
        skipSpaces()
        var effects = ""
        while let length = effectLength() {
            effects += " " + String(decoding: bytes[position..<(position + length)], as: UTF8.self)
            let isThrows = isWord("throws", length: length)
            position += length
            if isThrows, peek() == UInt8(ascii: "(") { effects += readBalanced(open: "(", close: ")") }
            skipSpaces()
        }
        return prefix + result + effects
    }

    /// element followed by `?`, `!`, `.Type`, `.Protocol`, `...`.
    private mutating func parsePostfixed() -> String {
        var result = parseElement()
        // Whether `result` may take `?` as it is: once it ends in `?` or `!`, it always may.
        var isPostfixReady = false
        while true {
            skipSpaces()
            switch peek() {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                if !isPostfixReady { result = Self.wrapForPostfix(result) }
                isPostfixReady = true
                result.unicodeScalars.append(UnicodeScalar(bytes[position]))
                position += 1
            case UInt8(ascii: ".") where peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: "."):
                position += 3
                result += "..."
                isPostfixReady = false
            case UInt8(ascii: "."):
                position += 1
                result += "." + parseElement()
                isPostfixReady = false
            default:
                return result
            }
        }
    }

    /// A named type with optional generic arguments, an array/dictionary sugar, or a parenthesised list.
    private mutating func parseElement() -> String {
        skipSpaces()
        switch peek() {
        case UInt8(ascii: "["):
            guard enterBracket() else { return verbatimRest() }
            defer { depth -= 1 }
            position += 1
            let first = parseType()
            skipSpaces()
            var result: String
            if peek() == UInt8(ascii: ":") {
                position += 1
                result = "[" + first + ":" + parseType() + "]"
            } else {
                result = "[" + first + "]"
            }
            skipSpaces()
            if peek() == UInt8(ascii: "]") { position += 1 }
            return result
        case UInt8(ascii: "("):
            guard enterBracket() else { return verbatimRest() }
            defer { depth -= 1 }
            return parseParenthesised()
        default:
            var name = readName()
            // A qualified name (`Swift.Optional`, `Module.Session`) is one name, so sugar applies to it.
            while peek() == UInt8(ascii: "."), let next = peek(1), isWordByte(next) || next == UInt8(ascii: "`") {
                position += 1
                name += "." + readName()
            }
            guard !name.isEmpty else {
                if position < bytes.count { position += 1; return String(decoding: [bytes[position - 1]], as: UTF8.self) }
                return ""
            }
            skipSpaces()
            guard peek() == UInt8(ascii: "<") else { return name == "Void" || name == "Swift.Void" ? "()" : name }
            guard enterBracket() else { return name + verbatimRest() }
            defer { depth -= 1 }
            position += 1
            var arguments: [String] = []
            while position < bytes.count {
                arguments.append(parseType())
                skipSpaces()
                if peek() == UInt8(ascii: ",") { position += 1; continue }
                if peek() == UInt8(ascii: ">") { position += 1 }
                break
            }
            return sugared(name: name, arguments: arguments)
        }
    }

    /// `(T)` is `T`; tuples and parameter lists keep their parentheses and labels.
    private mutating func parseParenthesised() -> String {
        position += 1
        var elements: [(label: String, type: String)] = []
        while position < bytes.count {
            skipSpaces()
            if peek() == UInt8(ascii: ")") { break }
            var label = ""
            let length = wordLength()
            if length > 0, labelFollows(afterWordOfLength: length) {
                label = String(decoding: bytes[position..<(position + length)], as: UTF8.self) + ":"
                position += length
                skipSpaces()
                let second = wordLength()
                if peek() != UInt8(ascii: ":"), second > 0 {  // `_ name: T` parameter form
                    position += second
                    skipSpaces()
                }
                position += 1
            }
            elements.append((label, parseType()))
            skipSpaces()
            if peek() == UInt8(ascii: ",") { position += 1; continue }
            break
        }
        if peek() == UInt8(ascii: ")") { position += 1 }
        skipSpaces()
        let isFunctionParameters = peek() == UInt8(ascii: "-") || effectLength() != nil
        // Argument labels are not part of a function type; tuple labels are part of a tuple type.
        if isFunctionParameters {
            return elements.count == 1 ? "(" + elements[0].type + ")" : "(" + elements.map(\.type).joined(separator: ",") + ")"
        }
        if elements.count == 1, elements[0].label.isEmpty { return elements[0].type }
        return "(" + elements.map { $0.label + $0.type }.joined(separator: ",") + ")"
    }

    private func sugared(name: String, arguments: [String]) -> String {
        switch (name, arguments.count) {
        case ("Optional", 1), ("Swift.Optional", 1): return Self.wrapForPostfix(arguments[0]) + "?"
        case ("Array", 1), ("Swift.Array", 1): return "[" + arguments[0] + "]"
        case ("Dictionary", 2), ("Swift.Dictionary", 2): return "[" + arguments[0] + ":" + arguments[1] + "]"
        default: return name + "<" + arguments.joined(separator: ",") + ">"
        }
    }

    /// `Optional<() -> Void>` must become `(() -> Void)?`, not `() -> Void?`: a canonical type whose top level
    /// (outside brackets) is a function, a composition or an opaque type takes parentheses before a postfix.
    static func wrapForPostfix(_ type: String) -> String {
        if type.hasPrefix("some ") { return "(" + type + ")" }
        var nesting = 0
        var previous: UInt8 = 0
        for byte in type.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): nesting += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
            case UInt8(ascii: ">"):
                if previous == UInt8(ascii: "-") {
                    if nesting == 0 { return "(" + type + ")" }
                } else {
                    nesting -= 1
                }
            case UInt8(ascii: "&") where nesting == 0: return "(" + type + ")"
            default: break
            }
            previous = byte
        }
        return type
    }

    /// Opens a bracket level; false past the nesting limit.
    private mutating func enterBracket() -> Bool {
        guard depth < TypeSignature.maximumNesting else { return false }
        depth += 1
        return true
    }

    /// The rest of the text, whitespace removed, consumed: what is kept beyond the nesting limit.
    private mutating func verbatimRest() -> String {
        let rest = bytes[position...].filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") }
        position = bytes.count
        return String(decoding: rest, as: UTF8.self)
    }

    private func labelFollows(afterWordOfLength length: Int) -> Bool {
        var index = position + length
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") { return true }
        // `_ name: T`: a second word, then the colon.
        guard index < bytes.count, isWordByte(bytes[index]) else { return false }
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    private mutating func readName() -> String {
        let start = position
        if peek() == UInt8(ascii: "`") {
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`") { position += 1 }
            position = min(position + 1, bytes.count)
            return String(decoding: bytes[(start + 1)..<max(start + 1, position - 1)], as: UTF8.self)
        }
        while position < bytes.count, isWordByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readAttribute() -> String {
        let start = position
        position += 1
        _ = readName()
        if peek() == UInt8(ascii: "(") { _ = readBalanced(open: "(", close: ")") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readBalanced(open: Unicode.Scalar, close: Unicode.Scalar) -> String {
        let start = position
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: open) { depth += 1 }
            if byte == UInt8(ascii: close) { depth -= 1; if depth == 0 { break } }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self).filter { $0 != " " }
    }


    /// The length of the word at the position (0 when there is none); no text is made, as this runs per element.
    private func wordLength() -> Int {
        var index = position
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        return index - position
    }

    /// The length of the word at the position when it is a type specifier (`some`, `any`, `inout`...).
    private func specifierLength() -> Int? {
        let length = wordLength()
        switch length {
        case 3: return isWord("any", length: length) ? length : nil
        case 4: return isWord("some", length: length) ? length : nil
        case 5: return isWord("inout", length: length) ? length : nil
        case 7: return isWord("sending", length: length) ? length : nil
        case 8: return isWord("isolated", length: length) ? length : nil
        case 9: return isWord("borrowing", length: length) || isWord("consuming", length: length) ? length : nil
        default: return nil
        }
    }

    /// The length of the word at the position when it is an effect (`async`, `throws`, `rethrows`).
    private func effectLength() -> Int? {
        let length = wordLength()
        switch length {
        case 5: return isWord("async", length: length) ? length : nil
        case 6: return isWord("throws", length: length) ? length : nil
        case 8: return isWord("rethrows", length: length) ? length : nil
        default: return nil
        }
    }

    private func isWord(_ word: StaticString, length: Int) -> Bool {
        guard word.utf8CodeUnitCount == length else { return false }
        let pointer = word.utf8Start
        for index in 0..<length where bytes[position + index] != pointer[index] { return false }
        return true
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") || bytes[position] == UInt8(ascii: "\n") {
            position += 1
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
