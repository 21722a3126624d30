/// The kinds of token the scanner tells apart.
///
/// Comments and whitespace never become tokens, and every literal (string, number, regex) is one token,
/// so text inside them can never be mistaken for code.
enum TokenKind: UInt8 {
    case endOfFile
    case identifier
    /// A backticked identifier such as `` `class` ``; its text includes the backticks.
    case escapedIdentifier
    case number
    case stringLiteral
    case regexLiteral
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, semicolon, dot, at, backslash
    /// `#` directly followed by a name: `#if`, `#endif`, `#available`, a macro `#foo`.
    case poundKeyword
    /// A `#` followed by anything else.
    case pound
    /// A run of operator characters: `=`, `->`, `>>`, `?`, `&&`, `...`.
    case operatorRun
    case unknown
}

/// Why a token could not be read cleanly; the parser turns these into `ScanNote`s.
enum LexProblem: UInt8 {
    case none
    case unterminatedString
    case unterminatedBlockComment
    case unterminatedRegex
}

/// One token: its kind, byte range and where it sits on its line.
///
/// Kept small (24 bytes) because one is produced per token in the hottest loop.
struct Token {
    var kind: TokenKind
    /// True when only whitespace and comments precede the token on its line.
    var isFirstOnLine: Bool
    /// A problem met while reading this token or the comments before it; `Lexer.problemStart` says where.
    var problem: LexProblem
    var storedColumn: Int32
    var start: Int
    var end: Int

    static let endOfFile = Token(kind: .endOfFile, isFirstOnLine: true, problem: .none, storedColumn: 0, start: 0, end: 0)

    /// The 0-based byte column of `start`.
    var column: Int { Int(storedColumn) }

    /// Names are plain or backticked identifiers; keywords are plain identifiers too.
    var isName: Bool { kind == .identifier || kind == .escapedIdentifier }
    /// Identifiers, keywords and numbers: the tokens that keep a space between them in type text.
    var isWordLike: Bool { kind == .identifier || kind == .escapedIdentifier || kind == .number }
}

extension Token {
    /// True when the token's bytes in `base` are exactly `text` (keywords and names compared without a `String`).
    @inline(__always)
    func isText(_ text: StaticString, in base: UnsafePointer<UInt8>) -> Bool {
        bytesEqual(base, start: start, length: end - start, text)
    }
}

/// True when the `length` bytes at `start` are exactly `text`: the lexer's, parser's and Swinject pass's word test.
@inline(__always)
func bytesEqual(_ base: UnsafePointer<UInt8>, start: Int, length: Int, _ text: StaticString) -> Bool {
    guard length == text.utf8CodeUnitCount else { return false }
    let pointer = text.utf8Start
    var index = 0
    while index < length {
        if base[start + index] != pointer[index] { return false }
        index += 1
    }
    return true
}
