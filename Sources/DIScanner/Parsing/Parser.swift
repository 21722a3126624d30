/// The scanner's parser: a single forward pass over tokens that fills a `FileSummary`.
///
/// Declarations are read with small recursive-descent routines (one per kind of declaration);
/// everything that is code (function bodies, initialisers, accessors, top-level statements) goes through
/// one iterative, brace-counting loop (`skipCode`) that only watches for child creations and dependency
/// references. Every routine consumes at least one token before returning, so the pass always ends.
struct Parser {
    let base: UnsafePointer<UInt8>
    let count: Int
    var lexer: Lexer
    var token: Token
    /// End of the last consumed token: where a declaration ends when scanning stops early.
    var previousEnd = 0
    /// Column of the first token of the line being read: the indentation of declarations starting on it.
    var currentLineIndent = 0

    var imports: [String] = []
    /// The modules in `imports`, for de-duplication in constant time.
    var importedModules: Set<String> = []
    var declarations: [TypeDeclaration] = []
    var notes: [ScanNote] = []
    /// The `#if` branches around the current token, outermost first.
    var conditions: [Condition] = []
    /// Brackets open inside the code being skipped; reused across bodies to avoid allocation.
    var openBrackets = BracketStack()
    /// Scratch space for building type text.
    var textBuffer: [UInt8] = []
    /// Column of the `}` that closed the last block or type body, when it was first on its line and
    /// aligned with the line that opened it (unindented code closes members at the type's column).
    var lastClosingBraceColumn = Int.max
    /// Where the last failed `skipBlockFast` stopped; blocks starting before it are read as tokens.
    var fastBlockGaveUpAt = 0
    /// How many type bodies enclose the current token; deeper nesting is read as code to bound recursion.
    var typeNesting = 0
    static let maximumTypeNesting = 100
    /// Set by what only Needle's generated file declares or uses (see `FileSummary.isNeedleGenerated`).
    var hasNeedleOutputMark = false
    var topLevelChildCreations: [ChildCreation] = []
    var typeAliases: [TypeAliasDeclaration] = []
    /// `FileSummary.foreignDependencyReads`, as met.
    var foreignDependencyReads: [String] = []
    /// `FileSummary.topLevelMemberNames`, unsorted.
    var topLevelMemberNames: [UInt32] = []
    /// `FileSummary.signatureTypeNames`, unsorted.
    var signatureTypeNames: [UInt32] = []
    /// Names the block skipper met, kept only when it finishes the block (otherwise the token reader reads them).
    var skippedNames: [UInt32] = []
    /// A direct-mapped table of the (owner, name) pairs recorded lately, so a name read again is not appended again
    /// (sorting each declaration's names cost a third of the scanner's time; this keeps nearly every list unique).
    /// Made on the first name: a 2 KB table zeroed for every file was a tenth of scanning a small one.
    var recentNames: [UInt64] = []

    init(_ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<UInt8>) {
        lexer = Lexer(buffer, classes: classes)
        base = lexer.base
        count = lexer.count
        token = Token.endOfFile
        textBuffer.reserveCapacity(128)
        advance()
    }

    /// Consumes the current token and reads the next, recording any problem the lexer met.
    mutating func advance() {
        advanceInline()
    }

    /// `advance()` inlined, for the code-skipping loop where most tokens go.
    @inline(__always)
    mutating func advanceInline() {
        previousEnd = token.end
        lexer.next(into: &token)
        if token.isFirstOnLine { currentLineIndent = token.column }
        if token.problem != .none { recordLexProblem() }
    }

    /// Re-reads from `offset` inside the current token (splitting `>=` or `>>` in type text).
    mutating func splitToken(at offset: Int) {
        previousEnd = offset
        lexer.reset(to: offset)
        lexer.next(into: &token)
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var copy = lexer
        return copy.next()
    }

    private mutating func recordLexProblem() {
        let message: String
        switch token.problem {
        case .none: return
        case .unterminatedString: message = "unterminated string literal"
        case .unterminatedBlockComment: message = "unterminated block comment"
        case .unterminatedRegex: message = "unterminated regex literal"
        }
        let end = token.problem == .unterminatedBlockComment ? token.start : token.end
        notes.append(ScanNote(message: message, range: ByteRange(start: lexer.problemStart, end: max(end, lexer.problemStart))))
    }

    mutating func note(_ message: String, _ range: ByteRange) {
        notes.append(ScanNote(message: message, range: range))
    }

    // MARK: - Token text

    func keyword(of token: Token) -> Keyword? {
        guard token.kind == .identifier else { return nil }
        return Keyword.lookUp(base, start: token.start, length: token.end - token.start)
    }

    /// True when the token's bytes are exactly `text`.
    func token(_ token: Token, is text: StaticString) -> Bool { token.isText(text, in: base) }

    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: max(0, end - start)), as: UTF8.self)
    }

    /// A name token's text with backticks removed.
    func name(of token: Token) -> String {
        token.kind == .escapedIdentifier ? string(token.start + 1, token.end - 1) : string(token.start, token.end)
    }

    func range(of token: Token) -> ByteRange { ByteRange(start: token.start, end: token.end) }

    /// True for `#if`, `#elseif`, `#else` and `#endif`.
    func isConditionDirective(_ token: Token) -> Bool { ConditionDirective(token, in: base) != nil }

    /// Whether `token`, first on its line, begins a new declaration or a directive: where a
    /// declaration without a body, an initialiser or a top-level statement ends.
    func startsDeclaration(_ token: Token) -> Bool {
        switch token.kind {
        case .at: return true
        case .poundKeyword: return isConditionDirective(token)
        case .identifier: return keyword(of: token)?.startsDeclaration ?? false
        default: return false
        }
    }
}

/// A bracket opened inside skipped code, with the callee written before a `(`.
struct OpenBracket {
    var kind: TokenKind
    /// Byte range of the callee (`Module.Feed`, `.init`) before a `(`; `calleeStart < 0` when none.
    var calleeStart: Int
    var calleeEnd: Int
}
