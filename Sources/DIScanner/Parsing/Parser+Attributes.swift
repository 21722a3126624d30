/// Attributes (skipped) and declaration modifiers (kept as written) in front of a declaration.
extension Parser {
    /// `class` is a modifier in `class func`, `class var`, `class override ...`.
    func classIsModifier() -> Bool {
        let next = peek()
        guard next.kind == .identifier,
            let word = Keyword.lookUp(base, start: next.start, length: next.end - next.start)
        else { return next.kind == .at }
        return word.isModifier || word == .func || word == .var || word == .let || word == .subscript
            || word == .typealias || word == .`init`
    }

    /// Reads a modifier, with its detail in parentheses when written: `private(set)`, `unowned(safe)`.
    mutating func readModifier(_ word: Keyword) -> String {
        let start = token.start
        advance()
        switch word {
        case .private, .fileprivate, .internal, .package, .public, .open, .unowned, .nonisolated:
            guard token.kind == .leftParen, previousEnd == token.start else { break }
            let next = peek()
            guard next.kind == .identifier else { break }
            var copy = lexer
            _ = copy.next()
            let closing = copy.next()
            guard closing.kind == .rightParen else { break }
            advance()
            advance()
            advance()
        default:
            break
        }
        return string(start, previousEnd)
    }

    /// Skips `@name`, `@Module.Name`, `@name<T>` and an argument list written right after the name.
    mutating func skipAttribute() {
        advance()
        guard token.isName else { return }
        advance()
        while token.kind == .dot, peek().isName {
            advance()
            advance()
        }
        if token.kind == .operatorRun, base[token.start] == UInt8(ascii: "<") {
            skipGenericParameters()
        }
        if token.kind == .leftParen, !token.isFirstOnLine {
            skipParenthesized()
        }
    }

    /// Skips a balanced `( ... )` at the current token, counting every kind of bracket so closure
    /// arguments (`@Argument(transform: { _ in 0 })`) are skipped whole. Stops early at the end of the
    /// file or at a declaration line indented no deeper than the one the parenthesis opened on.
    mutating func skipParenthesized() {
        let indent = currentLineIndent
        var depth = 0
        repeat {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .endOfFile: return
            default:
                if token.isFirstOnLine, token.column <= indent, isRecoveryStart(token) { return }
            }
            advance()
        } while depth > 0
    }
}
