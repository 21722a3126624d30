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
struct Token {
    var kind: TokenKind
    var start: Int
    var end: Int
    /// True when only whitespace and comments precede the token on its line.
    var isFirstOnLine: Bool
    /// The 0-based byte column of `start`.
    var column: Int
    /// A problem met while reading this token or the comments before it.
    var problem: LexProblem
    /// Where the problem starts (the opening quote or `/*`).
    var problemStart: Int

    /// Names are plain or backticked identifiers; keywords are plain identifiers too.
    var isName: Bool { kind == .identifier || kind == .escapedIdentifier }
    /// Identifiers, keywords and numbers: the tokens that keep a space between them in type text.
    var isWordLike: Bool { kind == .identifier || kind == .escapedIdentifier || kind == .number }
}
