/// String and regex literals. Each is read as one token so nothing inside them is taken for code;
/// interpolations are skipped by counting parentheses and reading nested literals and comments.
extension Lexer {
    /// Nested literals deeper than this inside interpolations are read as plain bytes; it bounds recursion.
    static let maximumInterpolationDepth = 32

    @inline(__always)
    func hashesFollow(_ offset: Int, _ hashCount: Int) -> Bool {
        var index = 0
        while index < hashCount {
            if byte(at: offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Reads a string literal whose first quote is at `position`, after `hashCount` leading `#`.
    mutating func lexString(hashCount: Int) -> TokenKind {
        let literalStart = position
        let isMultiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
            && !closesOnThisLine(hashCount: hashCount)
        position += isMultiline ? 3 : 1
        if !skipStringBody(hashCount: hashCount, isMultiline: isMultiline, depth: 0) {
            problem = .unterminatedString
            problemStart = literalStart
        }
        return .stringLiteral
    }

    /// `#"""#` is a one-line raw string holding a quote, not a multi-line opening: as in the Swift
    /// lexer, a raw `"""` whose line holds a closing `"#` starts a single-line literal.
    private func closesOnThisLine(hashCount: Int) -> Bool {
        guard hashCount > 0 else { return false }
        var scan = position + 1
        while scan < count, base[scan] != 0x0A, base[scan] != 0x0D {
            if base[scan] == UInt8(ascii: "\""), hashesFollow(scan + 1, hashCount) { return true }
            scan += 1
        }
        return false
    }

    /// Skips from after the opening quotes to after the closing delimiter; false when the literal never
    /// closes (a single-line literal stops before its newline, a multi-line one at the end of the file).
    mutating func skipStringBody(hashCount: Int, isMultiline: Bool, depth: Int) -> Bool {
        while position < count {
            let current = base[position]
            switch current {
            case UInt8(ascii: "\\"):
                guard hashesFollow(position + 1, hashCount) else {
                    position += 1
                    continue
                }
                let escaped = position + 1 + hashCount
                let escapedByte = byte(at: escaped)
                if escapedByte == UInt8(ascii: "(") {
                    position = escaped + 1
                    if !skipInterpolation(isMultiline: isMultiline, depth: depth) { return false }
                } else if escapedByte == 0x0A {
                    if !isMultiline {
                        position = escaped
                        return false
                    }
                    position = escaped + 1
                    lineStart = position
                } else {
                    position = escaped + 1
                }
            case UInt8(ascii: "\""):
                if isMultiline {
                    if byte(at: position + 1) == UInt8(ascii: "\""), byte(at: position + 2) == UInt8(ascii: "\""),
                        hashesFollow(position + 3, hashCount)
                    {
                        position += 3 + hashCount
                        return true
                    }
                } else if hashesFollow(position + 1, hashCount) {
                    position += 1 + hashCount
                    return true
                }
                position += 1
            case 0x0A:
                if !isMultiline { return false }
                position += 1
                lineStart = position
            default:
                position += 1
            }
        }
        return false
    }

    /// Skips an interpolation's code from after `\(` to after its closing `)`; false when it never closes.
    /// Inside a single-line literal a newline ends the literal, as in the Swift lexer.
    mutating func skipInterpolation(isMultiline: Bool, depth: Int) -> Bool {
        var parentheses = 1
        while position < count {
            let current = base[position]
            switch current {
            case UInt8(ascii: "("):
                parentheses += 1
                position += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                position += 1
                if parentheses == 0 { return true }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashes = 0
                while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(at: position + hashes) == UInt8(ascii: "\""), depth < Lexer.maximumInterpolationDepth else {
                    position += max(hashes, 1)
                    continue
                }
                position += hashes
                let nestedMultiline = byte(at: position + 1) == UInt8(ascii: "\"")
                    && byte(at: position + 2) == UInt8(ascii: "\"") && !closesOnThisLine(hashCount: hashes)
                position += nestedMultiline ? 3 : 1
                if !skipStringBody(hashCount: hashes, isMultiline: nestedMultiline, depth: depth + 1) { return false }
            case 0x0A:
                if !isMultiline { return false }
                position += 1
                lineStart = position
            case UInt8(ascii: "d"):
                if isWord("dependency", at: position) { interpolationMentionsDependency = true }
                position += 1
            case UInt8(ascii: "/"):
                let following = byte(at: position + 1)
                if following == UInt8(ascii: "/") {
                    skipLineComment()
                } else if following == UInt8(ascii: "*") {
                    if !skipBlockComment() { return false }
                } else {
                    position += 1
                }
            default:
                position += 1
            }
        }
        return false
    }

    /// `word` at `offset`, not part of a longer identifier.
    func isWord(_ word: StaticString, at offset: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        for index in 0..<length where base[offset + index] != word.utf8Start[index] { return false }
        if offset > 0, classes[Int(base[offset - 1])] & ByteClass.identifierContinue != 0 { return false }
        return offset + length == count || classes[Int(base[offset + length])] & ByteClass.identifierContinue == 0
    }
}
