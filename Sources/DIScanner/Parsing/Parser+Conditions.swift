extension Parser {
    /// How many earlier branches a `Condition` lists at most.
    static let maximumExcludedBranches = 64

    /// Reads an `#if`, `#elseif`, `#else` or `#endif` line and updates the branch stack. Every branch
    /// is scanned; declarations remember the branches they sit in.
    mutating func readDirective() {
        let directive = token
        advance()
        let expressionStart = token.start
        var expressionEnd = expressionStart
        let takesExpression = self.token(directive, is: "#if") || self.token(directive, is: "#elseif")
        if takesExpression {
            while token.kind != .endOfFile, !token.isFirstOnLine {
                expressionEnd = token.end
                advance()
            }
        }
        let expression = takesExpression ? string(expressionStart, expressionEnd) : ""
        if self.token(directive, is: "#if") {
            conditions.append(Condition(expression: expression))
        } else if self.token(directive, is: "#endif") {
            if conditions.isEmpty {
                note("'#endif' without '#if'", range(of: directive))
            } else {
                conditions.removeLast()
            }
        } else if let current = conditions.last {
            // `#elseif` and `#else`: the earlier branches of this block must all have been false.
            var excluded = current.excluded
            // Beyond the cap, later branches omit the earliest conditions: copying an ever longer list
            // per branch would make a long chain quadratic.
            if !current.expression.isEmpty, excluded.count < Parser.maximumExcludedBranches {
                excluded.append(current.expression)
            }
            conditions[conditions.count - 1] = Condition(expression: expression, excluded: excluded)
        } else {
            note("'\(string(directive.start, directive.end))' without '#if'", range(of: directive))
        }
    }
}
