/// What kind of code `skipCode` reads, which decides where it stops.
enum CodeMode {
    /// A `{ ... }` block at the current token, consumed through its `}`.
    case block
    /// The inside of a block whose `{` was already consumed, through its `}`.
    case body
    /// A `var`/`let` initialiser: stops before a `,`, `;`, `}` or new declaration line outside brackets.
    case initializer
    /// Anything else at declaration level: stops before a `;`, `}` or new declaration line outside brackets.
    case statement
}

/// Where skipped code sits: the type that owns what is found in it, and how to read `.init(parent: self)`.
struct CodeContext {
    /// Index of the enclosing type declaration; nil at file scope, where nothing is recorded.
    var owner: Int?
    /// Indentation of the declaration that holds the code: a declaration line at or left of it while
    /// brackets are open means a `}` is missing.
    var indent: Int
    /// The written type of the enclosing property or the return type of the enclosing function, as
    /// written (`Feed?`); optionality is removed only when a `.init(parent: self)` needs it.
    var contextType: String?
}

extension Parser {
    /// Skips code with a brace/bracket-counting loop, recording `parent: self` calls and
    /// `dependency.name` uses on the owner. This is where most of a file's bytes go, so it allocates
    /// nothing per token and looks at keywords only at the start of suspicious lines.
    mutating func skipCode(mode: CodeMode, context: CodeContext) -> ReadEnd {
        if mode == .block, skipBlockWithoutTokens(indent: context.indent, isOuterBlock: true, owner: context.owner) { return .finished }
        let floor = openBrackets.count
        defer { openBrackets.truncate(to: floor) }
        if mode == .body { openBrackets.append(OpenBracket(kind: .leftBrace, calleeStart: -1, calleeEnd: 0)) }
        let stopsAtDeclarations = mode == .initializer || mode == .statement
        var consumedAny = mode == .body
        var watch = CodeWatch()
        // Open generic argument lists (`Schema<A, B>`) at bracket depth 0 of an initialiser, so their
        // commas do not end the binding. `<` counts only right after a name, as in Swift.
        var genericDepth = 0
        while true {
            let current = token
            if current.kind == .endOfFile {
                if openBrackets.count > floor {
                    note("missing '}' at the end of the file", ByteRange(start: count, end: count))
                }
                return .finished
            }
            if current.isFirstOnLine, consumedAny {
                if openBrackets.count == floor {
                    if stopsAtDeclarations, startsDeclaration(current) { return .finished }
                } else if current.column <= context.indent, isRecoveryStart(current) {
                    note("missing '}': closed before the declaration on this line", range(of: current))
                    return .recovered
                }
            }
            // After `parent:`, anything but `self` alone (`other`, `self.root`) is a creation with another parent.
            if watch.parentState >= 2, !watch.continuesParentSelf(with: current, isSelf: current.kind == .identifier && token(current, is: "self")) {
                if openBrackets.count > floor { recordChildCreation(openBrackets.top, context: context, parentIsSelf: false) }
                watch.parentState = 0
            }
            switch current.kind {
            case .identifier:
                watchIdentifier(current, &watch, floor: floor, context: context)
            case .escapedIdentifier:
                watch.chainStart = watch.lastKind == .dot ? watch.dotChainStart : current.start
                watch.resetPatterns()
            case .dot:
                watchDot(current, &watch)
            case .stringLiteral:
                recordInterpolatedDependencyReads(in: current, owner: context.owner)
                watch.resetPatterns()
            case .colon:
                watch.parentState = watch.parentState == 1 ? 2 : 0
                watch.dependencyState = 0
            case .leftParen:
                let hasCallee = (watch.lastKind == .identifier || watch.lastKind == .escapedIdentifier) && watch.chainStart >= 0
                openBrackets.append(
                    OpenBracket(kind: .leftParen, calleeStart: hasCallee ? watch.chainStart : -1, calleeEnd: previousEnd))
                watch.resetPatterns()
            case .leftBrace where skipBlockWithoutTokens(indent: context.indent, isOuterBlock: false, owner: context.owner):
                // A nested block (closure, `if` body) with nothing to record was skipped whole.
                watch.resetPatterns()
                watch.lastKind = .rightBrace
                consumedAny = true
                continue
            case .leftBrace, .leftBracket:
                openBrackets.append(OpenBracket(kind: current.kind, calleeStart: -1, calleeEnd: 0))
                watch.resetPatterns()
            case .comma:
                if watch.parentState == 3, openBrackets.count > floor {
                    recordChildCreation(openBrackets.top, context: context)
                }
                watch.resetPatterns()
                if openBrackets.count == floor, mode == .initializer, genericDepth == 0 { return .finished }
            case .rightParen, .rightBracket:
                watch.resetPatternsKeepingParent()
                if openBrackets.count > floor {
                    let open = openBrackets.top
                    let matches = open.kind == (current.kind == .rightParen ? .leftParen : .leftBracket)
                    if matches {
                        if watch.parentState == 3 { recordChildCreation(open, context: context) }
                        openBrackets.removeLast()
                    }
                }
                watch.parentState = 0
            case .rightBrace:
                watch.resetPatterns()
                if openBrackets.count == floor { return .finished }
                while openBrackets.count > floor, openBrackets.removeLast().kind != .leftBrace {}
                if openBrackets.count == floor, !stopsAtDeclarations {
                    if current.isFirstOnLine, current.column == context.indent { lastClosingBraceColumn = current.column }
                    advance()
                    return .finished
                }
            case .semicolon:
                watch.resetPatterns()
                if openBrackets.count == floor, stopsAtDeclarations { return .finished }
            case .operatorRun:
                watch.resetPatterns()
                if mode == .initializer, openBrackets.count == floor {
                    genericDepth = genericDepthAfter(current, lastKind: watch.lastKind, depth: genericDepth)
                }
            case .poundKeyword where isConditionDirective(current):
                readDirective()
                watch = CodeWatch()
                consumedAny = true
                continue
            default:
                watch.resetPatterns()
            }
            watch.lastKind = current.kind
            consumedAny = true
            advanceInline()
        }
    }

    /// Tries `Lexer.skipBlockFast` for the block whose `{` is the current token; on success the
    /// current token is the one after the closing `}`, as if the block had been read token by token.
    /// Only the block that ends a whole code region (`isOuterBlock`) counts for `lastClosingBraceColumn`.
    ///
    /// A block starting before the point where an earlier attempt gave up is not tried: it either
    /// holds that point or would have been found by the token reader anyway, and retrying every nested
    /// block up to the same point would make scanning quadratic. So each byte is byte-scanned once.
    private mutating func skipBlockWithoutTokens(indent: Int, isOuterBlock: Bool, owner: Int?) -> Bool {
        guard token.start >= fastBlockGaveUpAt else { return false }
        var fast = lexer
        fast.problem = .none
        skippedNames.removeAll(keepingCapacity: true)
        guard let end = fast.skipBlockFast(indent: indent, names: &skippedNames) else {
            fastBlockGaveUpAt = fast.position
            return false
        }
        recordCodeNames(skippedNames, owner: owner)
        lexer = fast
        lexer.atLineStart = false
        lexer.previousKind = .rightBrace
        lexer.previousStart = end.start
        lexer.previousEnd = end.start + 1
        if end.isFirstOnLine {
            currentLineIndent = end.column
            if isOuterBlock, end.column == indent { lastClosingBraceColumn = end.column }
        }
        token = Token(
            kind: .rightBrace, isFirstOnLine: end.isFirstOnLine, problem: .none,
            storedColumn: Int32(truncatingIfNeeded: end.column), start: end.start, end: end.start + 1)
        advance()
        return true
    }

    /// Updates the open generic-argument count for an operator in an initialiser: `<` glued to a name
    /// opens a list; a run of `>` closes as many.
    private func genericDepthAfter(_ current: Token, lastKind: TokenKind, depth: Int) -> Int {
        let first = base[current.start]
        if first == UInt8(ascii: "<"), current.end - current.start == 1, previousEnd == current.start,
            lastKind == .identifier || lastKind == .escapedIdentifier
        {
            return depth + 1
        }
        guard depth > 0, first == UInt8(ascii: ">") else { return depth }
        var closed = 0
        var offset = current.start
        while offset < current.end, base[offset] == UInt8(ascii: ">") {
            closed += 1
            offset += 1
        }
        return max(0, depth - closed)
    }

    /// Declaration words that cannot start a statement inside a body; at a line indented no deeper than
    /// the enclosing declaration they mean a `}` is missing.
    func isRecoveryStart(_ token: Token) -> Bool {
        guard let word = keyword(of: token) else { return false }
        switch word {
        case .class, .struct, .enum, .protocol, .extension, .import, .func, .`init`, .deinit, .subscript, .typealias,
            .public, .private, .fileprivate, .internal, .final, .static, .override, .convenience, .required:
            return true
        default:
            return false
        }
    }
}
