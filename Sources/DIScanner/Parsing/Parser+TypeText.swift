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
    ///
    /// With `collectsTypeArguments`, the top-level generic arguments (`A` and `B<C>` in `Base<A, B<C>>`) are
    /// left in `typeArguments`, each with its text and exact range.
    mutating func parseTypeText() -> TypeText? {
        textBuffer.removeAll(keepingCapacity: true)
        let start = token.start
        var end = start
        var depth = 0
        var previousWasWordLike = false
        var readAny = false
        let startIndent = currentLineIndent
        // Top-level generic arguments: bounds in `textBuffer` and in the source; an argument starts at the
        // token after `<` or `,` (`argumentPending`).
        var arguments: [(textStart: Int, textEnd: Int, start: Int, end: Int)] = []
        var argumentStart = (text: 0, source: 0)
        var argumentPending = false
        var topAngleIsOpen = false
        let collecting = collectsTypeArguments
        var deepestNesting = 0
        reading: while token.kind != .endOfFile {
            if depth > deepestNesting { deepestNesting = depth }
            if argumentPending {
                argumentStart = (textBuffer.count, token.start)
                argumentPending = false
            }
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
                if collecting, topAngleIsOpen, depth == 1, token.kind == .comma {
                    arguments.append((argumentStart.text, textBuffer.count, argumentStart.source, previousEnd))
                    argumentPending = true
                }
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
                        if depth == 0, collecting, !topAngleIsOpen, arguments.isEmpty {
                            topAngleIsOpen = true
                            argumentPending = true
                        }
                        depth += 1
                    } else if character == UInt8(ascii: ">"), offset == token.start || base[offset - 1] != UInt8(ascii: "-") {
                        if depth == 0 { stopHere = true } else { depth -= 1 }
                        if depth == 0, topAngleIsOpen, !stopHere {
                            let textEnd = textBuffer.count + offset - token.start
                            arguments.append((argumentStart.text, textEnd, argumentStart.source, offset > token.start ? offset : previousEnd))
                            topAngleIsOpen = false
                        }
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
        if deepestNesting > maximumTypeTextNesting {
            note("type nested more than \(maximumTypeTextNesting) levels deep; it is compared as written", ByteRange(start: start, end: end))
        }
        if collecting {
            // An unclosed `<` leaves no arguments: the type is damaged, and a guess would mislead.
            typeArguments = topAngleIsOpen ? [] : arguments.map { argument in
                TypeText(
                    text: String(decoding: textBuffer[argument.textStart..<max(argument.textStart, argument.textEnd)], as: UTF8.self),
                    range: ByteRange(start: argument.start, end: max(argument.start, argument.end)))
            }
        }
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
