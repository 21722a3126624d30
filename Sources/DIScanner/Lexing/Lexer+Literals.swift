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
            case UInt8(ascii: "/"):
                let following = byte(at: position + 1)
                if following == UInt8(ascii: "/") {
                    while position < count, base[position] != 0x0A { position += 1 }
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

    /// Whether a `/` here may open a bare regex literal: only where an expression may start, that is
    /// not right after an operand (`a / b` divides).
    func regexMayStartHere() -> Bool {
        let following = byte(at: position + 1)
        if following == 0x20 || following == 0x09 || following == 0x0A || following == 0x0D || following == 0 {
            return false
        }
        switch previousKind {
        case .identifier:
            return isExpressionKeyword(start: previousStart, end: previousEnd)
        case .escapedIdentifier, .number, .stringLiteral, .regexLiteral, .rightParen, .rightBracket, .rightBrace:
            return false
        default:
            return true
        }
    }

    /// Keywords after which an expression starts, so a following `/` opens a regex.
    private func isExpressionKeyword(start: Int, end: Int) -> Bool {
        let keywords: [StaticString] = ["return", "in", "case", "where", "if", "guard", "while", "try", "await",
                                         "throw", "else", "switch", "repeat", "is", "as"]
        for keyword in keywords where keyword.utf8CodeUnitCount == end - start {
            var index = 0
            while index < end - start, base[start + index] == keyword.utf8Start[index] { index += 1 }
            if index == end - start { return true }
        }
        return false
    }

    /// Reads `/.../` ending on the same line; false (position unchanged) when there is no such literal.
    /// As in Swift, contents with an unbalanced `)` are no regex: `f(/A.b, c / d)` and `{ /A.b ~= $0 })`.
    mutating func lexBareRegex() -> Bool {
        var scan = position + 1
        var classDepth = 0
        var groupDepth = 0
        while scan < count {
            let current = base[scan]
            switch current {
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                scan += 2
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "("):
                if classDepth == 0 { groupDepth += 1 }
            case UInt8(ascii: ")"):
                if classDepth == 0 {
                    groupDepth -= 1
                    if groupDepth < 0 { return false }
                }
            case UInt8(ascii: "/"):
                if classDepth == 0 {
                    position = scan + 1
                    return true
                }
            default:
                break
            }
            scan += 1
        }
        return false
    }

    /// Reads `#/.../#` (or more hashes) with the slash at `position`; a literal whose opening line holds
    /// nothing else may span lines. False when it never closes.
    mutating func lexExtendedRegex(hashCount: Int) -> Bool {
        position += 1
        var scan = position
        while scan < count, ByteClass.isHorizontalSpace(base[scan]) { scan += 1 }
        let isMultiline = scan >= count || base[scan] == 0x0A || base[scan] == 0x0D
        while position < count {
            let current = base[position]
            if current == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if current == UInt8(ascii: "/"), hashesFollow(position + 1, hashCount) {
                position += 1 + hashCount
                return true
            }
            if current == 0x0A {
                if !isMultiline { return false }
                lineStart = position + 1
            }
            position += 1
        }
        position = min(position, count)
        return false
    }
}
