extension Parser {
    /// How many earlier branches a `Condition` lists at most (`ConditionDirective.maximumExcludedBranches`).
    static let maximumExcludedBranches = ConditionDirective.maximumExcludedBranches

    /// Reads an `#if`, `#elseif`, `#else` or `#endif` line and updates the branch stack. Every branch
    /// is scanned; declarations remember the branches they sit in.
    mutating func readDirective() {
        let directiveToken = token
        guard let directive = ConditionDirective(directiveToken, in: base) else {
            advance()
            return
        }
        advance()
        let expressionStart = token.start
        var expressionEnd = expressionStart
        if directive.takesExpression {
            while token.kind != .endOfFile, !token.isFirstOnLine {
                expressionEnd = token.end
                advance()
            }
        }
        let expression = directive.takesExpression ? string(expressionStart, expressionEnd) : ""
        if !directive.apply(expression: expression, to: &conditions) {
            let name = string(directiveToken.start, directiveToken.end)
            note(directive == .endif ? "'#endif' without '#if'" : "'\(name)' without '#if'", range(of: directiveToken))
        }
    }
}
