/// Regex literals: `#/.../#` always, bare `/.../` only where an expression may start (Swift 6 rules).
extension Lexer {
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
