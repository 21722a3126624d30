/// Where a block skipped by `skipBlockFast` closed.
struct FastBlockEnd {
    /// Offset of the closing `}`.
    var start: Int
    var isFirstOnLine: Bool
    var column: Int
}

extension Lexer {
    /// Skips the rest of a `{ ... }` block (the `{` already read) without making tokens, or gives up.
    ///
    /// Most function bodies hold nothing the scanner records, so this byte loop finds their closing
    /// brace first. It gives up (returns nil, and the caller reads the block token by token from the
    /// start) on anything that needs the token-level reader: the names `parent`, `dependency` and
    /// `__DependencyProviderRegistry` (Needle's generated code), an
    /// `#if` family directive, `#/` regex literals, a `/` that is not a comment, a problem in a literal or
    /// comment, the end of the file, or a name at the start of a line indented no deeper than `indent`
    /// (a possible missing `}`). Brace counting therefore agrees with the token-level reader.
    ///
    /// The lower-case names it passes are appended to `names` (`NameHash`, the member bit set after a `.`).
    mutating func skipBlockFast(indent: Int, names: inout [UInt32]) -> FastBlockEnd? {
        var depth = 1
        var afterDot = false
        while position < count {
            let current = base[position]
            let currentClass = classes[Int(current)]
            if currentClass & ByteClass.identifierStart != 0 {
                let start = position
                position += 1
                while position < count, classes[Int(base[position])] & ByteClass.identifierContinue != 0 { position += 1 }
                let length = position - start
                if length == 6 || length == 10 || length == 28, isWatchedName(start: start, length: length) { return nil }
                if afterDot, isLowercaseNameStart(current) { names.append(NameHash.of(base, start: start, length: length, count: count, isMember: afterDot)) }
                afterDot = false
                continue
            }
            if currentClass & ByteClass.horizontalTrivia != 0 {
                position += 1
                continue
            }
            afterDot = current == UInt8(ascii: ".") || (afterDot && current == 0x0A)
            switch current {
            case 0x0A:
                position += 1
                lineStart = position
                while position < count, classes[Int(base[position])] & ByteClass.horizontalTrivia != 0 { position += 1 }
                if position < count, position - lineStart <= indent,
                    classes[Int(base[position])] & ByteClass.identifierStart != 0
                {
                    return nil
                }
            case UInt8(ascii: "{"):
                depth += 1
                position += 1
            case UInt8(ascii: "}"):
                depth -= 1
                let closing = position
                position += 1
                if depth == 0 { return blockEnd(at: closing) }
            case UInt8(ascii: "\""):
                interpolationMentionsDependency = false
                _ = lexString(hashCount: 0)
                if problem != .none || interpolationMentionsDependency { return nil }
            case UInt8(ascii: "/"):
                let following = byte(at: position + 1)
                if following == UInt8(ascii: "/") {
                    skipLineComment()
                } else if following == UInt8(ascii: "*") {
                    if !skipBlockComment() { return nil }
                } else {
                    return nil
                }
            case UInt8(ascii: "#"):
                let nameStart = position + 1
                guard classes[Int(byte(at: nameStart))] & ByteClass.identifierStart != 0 else {
                    // A raw string `#"..."#`; anything else (`#/regex/#`, a lone `#`) goes to the token reader.
                    var hashes = 0
                    while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    guard byte(at: position + hashes) == UInt8(ascii: "\"") else { return nil }
                    position += hashes
                    interpolationMentionsDependency = false
                    _ = lexString(hashCount: hashes)
                    if problem != .none || interpolationMentionsDependency { return nil }
                    continue
                }
                position = nameStart + 1
                while position < count, classes[Int(base[position])] & ByteClass.identifierContinue != 0 { position += 1 }
                if isConditionDirectiveName(start: nameStart, length: position - nameStart) { return nil }
            default:
                position += 1
            }
        }
        return nil
    }

    private func blockEnd(at closing: Int) -> FastBlockEnd {
        var scan = closing
        while scan > lineStart, classes[Int(base[scan - 1])] & ByteClass.horizontalTrivia != 0 { scan -= 1 }
        return FastBlockEnd(start: closing, isFirstOnLine: scan == lineStart, column: closing - lineStart)
    }

    /// `parent`, `dependency` or `__DependencyProviderRegistry`.
    private func isWatchedName(start: Int, length: Int) -> Bool {
        let text: StaticString = length == 6 ? "parent" : length == 10 ? "dependency" : needleRegistryName
        return bytes(start: start, length: length, equal: text)
    }

    /// `if`, `elseif`, `else` or `endif` after a `#`.
    private func isConditionDirectiveName(start: Int, length: Int) -> Bool {
        switch length {
        case 2: return bytes(start: start, length: length, equal: "if")
        case 4: return bytes(start: start, length: length, equal: "else")
        case 5: return bytes(start: start, length: length, equal: "endif")
        case 6: return bytes(start: start, length: length, equal: "elseif")
        default: return false
        }
    }

    private func bytes(start: Int, length: Int, equal text: StaticString) -> Bool {
        guard text.utf8CodeUnitCount == length else { return false }
        let pointer = text.utf8Start
        for index in 0..<length where base[start + index] != pointer[index] { return false }
        return true
    }
}

/// A name that may be a property read (`clock`, `_store`): requirement names are lower-case, and type names,
/// which are most of the other names, are not.
@inline(__always)
func isLowercaseNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
}
