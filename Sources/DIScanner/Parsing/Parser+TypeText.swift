extension Parser {
    /// Reads a type as written (`[String: [Int]]`, `@escaping (A) async throws -> B`, `Foo<Bar<Baz>>`)
    /// and returns its text with comments and whitespace removed, keeping one space between two
    /// adjacent word-like tokens (`some View`, `inout Int`).
    ///
    /// The type ends before `=`, `{`, `}`, `;`, a `,` / `:` / `)` / `]` / `>` outside its own brackets,
    /// `where`, a `#if` directive, or a new line (unless that line continues it with `->`, `&` or `.`,
    /// or the type so far ends in one of them);
    /// with brackets still open, at a declaration line indented no deeper than the type's first line.
    /// An operator run such as `>=` or `>>` is split where the type ends. Returns nil when no token was read.
    mutating func parseTypeText() -> TypeText? {
        textBuffer.removeAll(keepingCapacity: true)
        let start = token.start
        var end = start
        var depth = 0
        var previousWasWordLike = false
        var readAny = false
        let startIndent = currentLineIndent
        reading: while token.kind != .endOfFile {
            if readAny, token.isFirstOnLine {
                if depth == 0, !continuesTypeOnNewLine(token), !lastNeedsOperand(textBuffer) { break }
                // An unclosed `<`, `(` or `[`: a declaration line no deeper than ours ends the type.
                if token.column <= startIndent, isRecoveryStart(token) { break }
            }
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon:
                break reading
            case .poundKeyword where isConditionDirective(token):
                break reading
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { break reading }
                depth -= 1
            case .colon, .comma:
                if depth == 0 { break reading }
            case .identifier:
                if depth == 0, readAny, self.token(token, is: "where") { break reading }
            case .operatorRun:
                var offset = token.start
                while offset < token.end {
                    let character = base[offset]
                    var stopHere = false
                    if character == UInt8(ascii: "=") {
                        stopHere = true
                    } else if character == UInt8(ascii: "<") {
                        depth += 1
                    } else if character == UInt8(ascii: ">"), offset == token.start || base[offset - 1] != UInt8(ascii: "-") {
                        if depth == 0 { stopHere = true } else { depth -= 1 }
                    }
                    if stopHere {
                        guard offset > token.start else { break reading }
                        textBuffer.append(contentsOf: UnsafeBufferPointer(start: base + token.start, count: offset - token.start))
                        end = offset
                        readAny = true
                        splitToken(at: offset)
                        break reading
                    }
                    offset += 1
                }
            default:
                break
            }
            if token.isWordLike, previousWasWordLike { textBuffer.append(0x20) }
            textBuffer.append(contentsOf: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start))
            previousWasWordLike = token.isWordLike
            end = token.end
            readAny = true
            advance()
        }
        guard readAny else { return nil }
        return TypeText(text: String(decoding: textBuffer, as: UTF8.self), range: ByteRange(start: start, end: end))
    }

    /// A type whose text so far ends in `->`, `&`, `.` or an attribute's `@` is unfinished, so the next
    /// line continues it.
    private func lastNeedsOperand(_ text: [UInt8]) -> Bool {
        guard let last = text.last else { return false }
        return last == UInt8(ascii: "&") || last == UInt8(ascii: ".") || last == UInt8(ascii: "@")
            || (last == UInt8(ascii: ">") && text.count >= 2 && text[text.count - 2] == UInt8(ascii: "-"))
    }

    /// A type continues on a new line that starts with `->`, `&` or `.`.
    private func continuesTypeOnNewLine(_ token: Token) -> Bool {
        switch token.kind {
        case .dot:
            return true
        case .operatorRun:
            let first = base[token.start]
            return first == UInt8(ascii: "&") || (first == UInt8(ascii: "-") && token.end - token.start >= 2
                && base[token.start + 1] == UInt8(ascii: ">"))
        default:
            return false
        }
    }
}
