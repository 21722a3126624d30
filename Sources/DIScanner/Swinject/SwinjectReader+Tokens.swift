/// The reader's tokens: `#if` directives read into condition sets, brackets matched, and a token's text.
extension SwinjectReader {
    // MARK: - Tokens, brackets and `#if`

    /// Reads directives from `token` on, as the parser does (`ConditionDirective`); leaves `token` at the first token
    /// that is not part of one.
    mutating func readDirective(
        _ first: ConditionDirective, lexer: inout Lexer, token: inout Token, conditions: inout [Condition]
    ) {
        var directive: ConditionDirective? = first
        while let current = directive {
            lexer.next(into: &token)
            let expressionStart = token.start
            var expressionEnd = expressionStart
            if current.takesExpression {
                while token.kind != .endOfFile, !token.isFirstOnLine {
                    expressionEnd = token.end
                    lexer.next(into: &token)
                }
            }
            let expression = current.takesExpression
                ? String(decoding: UnsafeBufferPointer(start: base + expressionStart, count: expressionEnd - expressionStart), as: UTF8.self) : ""
            _ = current.apply(expression: expression, to: &conditions)
            if conditionSets.last != conditions { conditionSets.append(conditions) }
            directive = ConditionDirective(token, in: base)
        }
    }

    mutating func matchBrackets() {
        partner = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        // Open brackets of each kind on the stack (parentheses, braces, brackets): a closer with none is skipped at
        // once, so every search below ends in a match that removes what it passed over, and the whole is linear.
        var openCount = (0, 0, 0)
        func count(_ kind: TokenKind, _ change: Int) {
            switch kind {
            case .leftParen: openCount.0 += change
            case .leftBrace: openCount.1 += change
            default: openCount.2 += change
            }
        }
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftBrace, .leftBracket:
                open.append(index)
                count(tokens[index].kind, 1)
            case .rightParen, .rightBrace, .rightBracket:
                let wanted = opening(of: tokens[index].kind)
                let openOfKind = wanted == .leftParen ? openCount.0 : wanted == .leftBrace ? openCount.1 : openCount.2
                // An unmatched closer is ignored unless its opener is further down the stack (missing closers inside).
                guard openOfKind > 0, let at = open.lastIndex(where: { tokens[$0].kind == wanted }) else { continue }
                partner[open[at]] = Int32(index)
                partner[index] = Int32(open[at])
                for removed in open[at...] { count(tokens[removed].kind, -1) }
                open.removeSubrange(at...)
            default:
                break
            }
        }
    }

    private func opening(of kind: TokenKind) -> TokenKind {
        kind == .rightParen ? .leftParen : kind == .rightBrace ? .leftBrace : .leftBracket
    }

    // MARK: - Token text

    /// True when the token's bytes are exactly `text`.
    func token(_ token: Token, is text: StaticString) -> Bool { token.isText(text, in: base) }

    /// True when the token holds `egister` (`registerSingleton`, `singleRegister`).
    func containsRegister(_ token: Token) -> Bool {
        let needle: StaticString = "egister"
        let length = needle.utf8CodeUnitCount
        guard token.end - token.start > length else { return false }
        var start = token.start
        while start + length <= token.end {
            if bytesEqual(base, start: start, length: length, needle) { return true }
            start += 1
        }
        return false
    }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(start: base + token.start, count: token.end - token.start), as: UTF8.self)
    }

    func range(_ first: Int, _ last: Int) -> ByteRange {
        ByteRange(start: tokens[first].start, end: tokens[last].end)
    }

    /// Tokens `range` as one text, whitespace removed but for one space between adjacent words (`any P`).
    func compactText(_ range: Range<Int>) -> String {
        var result = ""
        var previousWasWord = false
        for index in range {
            let token = tokens[index]
            if token.isWordLike, previousWasWord { result += " " }
            result += text(token)
            previousWasWord = token.isWordLike
        }
        return result
    }

    /// The external labels of a function's parameters (`_` for none).
    func labels(of function: Scope) -> [String] {
        guard function.parametersOpen >= 0 else { return [] }
        return arguments(open: function.parametersOpen, close: Int(partner[function.parametersOpen])).map { argument in
            tokens[argument.tokens.lowerBound].isName ? text(tokens[argument.tokens.lowerBound]) : "_"
        }
    }

    var currentOwner: String? { scopes.last { $0.isType }?.name }
    var currentFunction: Scope? { scopes.last { !$0.isType } }

    /// Whether the innermost function is an `init`, without copying its scope (asked at every `=`).
    var isInInit: Bool {
        guard let index = scopes.lastIndex(where: { !$0.isType }) else { return false }
        return scopes[index].name == "init"
    }

    func conditions(at index: Int) -> [Condition] { conditionSets[Int(conditionOfToken[index])] }
}
