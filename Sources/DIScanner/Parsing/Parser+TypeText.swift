/// How deep brackets (`(`, `[`, `<`) may nest in a type the analysis canonicalises; a deeper type gets a
/// scan note (so no "not found" answer rests on comparing it) and is compared as written past that depth.
public let maximumTypeTextNesting = 100

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
        var deepestNesting = 0
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
                deepestNesting = max(deepestNesting, depth)
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
                        deepestNesting = max(deepestNesting, depth)
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
        if deepestNesting > maximumTypeTextNesting { noteDeepType(ByteRange(start: start, end: end)) }
        return TypeText(text: String(decoding: textBuffer, as: UTF8.self), range: ByteRange(start: start, end: end))
    }

    /// Kept out of `parseTypeText`, which runs for every type, since it is almost never needed.
    @inline(never)
    private mutating func noteDeepType(_ range: ByteRange) {
        note("type nested more than \(maximumTypeTextNesting) levels deep; it is compared as written", range)
    }

    /// The top-level generic arguments of `type`, just read by `parseTypeText` (`A` and `B<C>` in
    /// `Base<A, B<C>>`), each with its text and exact range; empty when it has none or they do not parse.
    ///
    /// Reads the type's tokens again from its first `<`, one argument at a time (`parseTypeText` stops at a
    /// `,` or `>` outside its own brackets), then puts the reader back: only a class's first inherited type
    /// needs this, so the reading of every other type pays nothing for it.
    mutating func genericArguments(of type: TypeText) -> [TypeText] {
        guard type.text.utf8.contains(UInt8(ascii: "<")) else { return [] }
        let saved = (lexer, token, previousEnd, currentLineIndent, notes.count)
        defer { (lexer, token, previousEnd, currentLineIndent) = (saved.0, saved.1, saved.2, saved.3); notes.removeLast(notes.count - saved.4) }
        splitToken(at: type.range.start)
        while token.start < type.range.end, !(token.kind == .operatorRun && base[token.start] == UInt8(ascii: "<")) {
            guard token.kind == .identifier || token.kind == .escapedIdentifier || token.kind == .dot else { return [] }
            advance()
        }
        guard token.start < type.range.end else { return [] }
        splitToken(at: token.start + 1)
        var arguments: [TypeText] = []
        while token.start < type.range.end, let argument = parseTypeText() {
            arguments.append(argument)
            guard token.kind == .comma else { break }
            advance()
        }
        let closes = token.kind == .operatorRun && base[token.start] == UInt8(ascii: ">") && token.start < type.range.end
        return closes ? arguments : []
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
