/// Reads tokens from one file's bytes, skipping whitespace and comments.
///
/// The lexer is a small value: copying it gives a cheap lookahead that leaves the original untouched.
/// It never fails: anything it cannot read becomes an `unknown` token or a token carrying a `LexProblem`,
/// and every call moves forward, so scanning is linear and always ends.
struct Lexer {
    let base: UnsafePointer<UInt8>
    /// `ByteClass.table`.
    let classes: UnsafePointer<UInt8>
    let count: Int
    var position: Int
    /// Offset where the current line starts, for token columns.
    var lineStart: Int
    /// The previous token, which decides whether a `/` starts a regex literal.
    var previousKind: TokenKind
    var previousStart: Int
    var previousEnd: Int
    /// Set when the next token is the first on its line.
    var atLineStart: Bool
    /// Set when an interpolation skipped since it was cleared holds the word `dependency`: the block skipper
    /// then hands the block to the token reader, which looks inside interpolations for `dependency.name`.
    var interpolationMentionsDependency = false
    /// The problem met while reading the last token, and where it starts.
    var problem = LexProblem.none
    var problemStart = 0

    /// - Parameter buffer: The file's bytes; must not be empty (an empty buffer has no base address).
    /// - Parameter classes: `ByteClass.table`, which must outlive the lexer.
    init(_ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) {
        base = buffer.baseAddress!
        self.classes = classes
        count = buffer.count
        position = 0
        lineStart = 0
        previousKind = .endOfFile
        previousStart = 0
        previousEnd = 0
        atLineStart = true
        skipPreamble()
    }

    /// Skips a UTF-8 byte order mark and a `#!` line at the very start.
    private mutating func skipPreamble() {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { position = 3; lineStart = 3 }
        if position + 1 < count, base[position] == UInt8(ascii: "#"), base[position + 1] == UInt8(ascii: "!") {
            while position < count, base[position] != UInt8(ascii: "\n") { position += 1 }
        }
    }

    @inline(__always)
    func byte(at offset: Int) -> UInt8 { offset < count ? base[offset] : 0 }

    /// Moves to `offset` and forgets line-start state; used to split an operator run such as `>=`.
    mutating func reset(to offset: Int) {
        position = offset
        atLineStart = false
    }

    /// Reads and returns the next token (for lookahead on a copy of the lexer).
    mutating func next() -> Token {
        var token = Token.endOfFile
        next(into: &token)
        return token
    }

    /// Reads the next token into `token`, in place (no copy of a returned value in the hot loop).
    @inline(__always)
    mutating func next(into token: inout Token) {
        problem = .none
        skipTrivia()
        let start = position
        token.start = start
        token.isFirstOnLine = atLineStart
        token.storedColumn = Int32(truncatingIfNeeded: start - lineStart)
        atLineStart = false
        guard position < count else {
            token.kind = .endOfFile
            token.end = start
            token.problem = problem
            return
        }
        let kind = lexToken()
        if position > count { position = count }
        token.kind = kind
        token.end = position
        token.problem = problem
        previousKind = kind
        previousStart = start
        previousEnd = position
    }

    /// Skips spaces, newlines and comments, noting an unterminated block comment.
    @inline(__always)
    private mutating func skipTrivia() {
        while position < count {
            let current = base[position]
            if classes[Int(current)] & ByteClass.horizontalTrivia != 0 {
                position += 1
                continue
            }
            switch current {
            case 0x0A:
                position += 1
                lineStart = position
                atLineStart = true
            case UInt8(ascii: "/"):
                let following = byte(at: position + 1)
                if following == UInt8(ascii: "/") {
                    skipLineComment()
                } else if following == UInt8(ascii: "*") {
                    let commentStart = position
                    let lineStartBefore = lineStart
                    let closed = skipBlockComment()
                    if lineStart != lineStartBefore { atLineStart = true }
                    if !closed {
                        problem = .unterminatedBlockComment
                        problemStart = commentStart
                    }
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    /// Skips a `//` comment starting at `position`, up to its line's `\n` (left for the caller).
    @inline(__always)
    mutating func skipLineComment() {
        position += 2
        while position < count, base[position] != 0x0A { position += 1 }
    }

    /// Skips a (nestable) block comment starting at `position`; false when it never closes.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        while position < count {
            let current = base[position]
            if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return true }
            } else {
                if current == 0x0A { lineStart = position + 1 }
                position += 1
            }
        }
        return false
    }

    /// Reads one token at `position` (which is in bounds and not trivia) and returns its kind.
    @inline(__always)
    private mutating func lexToken() -> TokenKind {
        let current = base[position]
        let currentClass = classes[Int(current)]
        if currentClass & ByteClass.identifierStart != 0 {
            position += 1
            while position < count, classes[Int(base[position])] & ByteClass.identifierContinue != 0 { position += 1 }
            return .identifier
        }
        switch current {
        case UInt8(ascii: "("): position += 1; return .leftParen
        case UInt8(ascii: ")"): position += 1; return .rightParen
        case UInt8(ascii: "{"): position += 1; return .leftBrace
        case UInt8(ascii: "}"): position += 1; return .rightBrace
        case UInt8(ascii: "["): position += 1; return .leftBracket
        case UInt8(ascii: "]"): position += 1; return .rightBracket
        case UInt8(ascii: ","): position += 1; return .comma
        case UInt8(ascii: ":"): position += 1; return .colon
        case UInt8(ascii: ";"): position += 1; return .semicolon
        case UInt8(ascii: "@"): position += 1; return .at
        case UInt8(ascii: "\\"): position += 1; return .backslash
        case UInt8(ascii: "\""):
            return lexString(hashCount: 0)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "`"):
            return lexBacktick()
        case UInt8(ascii: "."):
            return lexDot()
        case UInt8(ascii: "/"):
            if regexMayStartHere(), lexBareRegex() { return .regexLiteral }
            return lexOperator()
        default:
            if ByteClass.isDigit(current) { return lexNumber() }
            if currentClass & ByteClass.operatorCharacter != 0 { return lexOperator() }
            position += 1
            return .unknown
        }
    }
}
