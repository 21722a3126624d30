extension Parser {
    /// Reads `var`/`let` with one or more bindings (`var a: Int, b = 2`), each with an optional type
    /// annotation, initialiser and accessor block. Members of a type body are recorded on `owner`;
    /// tuple patterns are skipped without an entry. The current token is `var` or `let`.
    mutating func parseProperty(owner: Int?, modifiers: [String], start: Int, indent: Int) -> ReadEnd {
        let isLet = token(token, is: "let")
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        advance()
        var bindingStart = start
        // In `let x, y: Int` the type also applies to `x`: names with neither type nor initialiser
        // wait here for the next written type.
        var untypedBindings: [Int] = []
        while true {
            var name: String?
            var nameRange = ByteRange(start: token.start, end: token.start)
            if token.isName, !(token.isFirstOnLine && startsDeclaration(token)) {
                if owner != nil {
                    name = self.name(of: token)
                } else if self.token(token, is: "needleDependenciesHash") {
                    hasNeedleOutputMark = true
                }
                nameRange = range(of: token)
                advance()
            } else if token.kind == .leftParen {
                skipParenthesized()
            } else {
                return .finished
            }
            var type: TypeText?
            if token.kind == .colon {
                advance()
                type = parseTypeText()
                if let type, let owner {
                    for index in untypedBindings { declarations[owner].properties[index].type = type }
                }
                untypedBindings.removeAll()
            }
            let context = CodeContext(owner: owner, indent: indent, contextType: type?.text)
            var ending = ReadEnd.finished
            if token.kind == .operatorRun, token.end - token.start == 1, base[token.start] == UInt8(ascii: "=") {
                advance()
                ending = skipCode(mode: .initializer, context: context)
                untypedBindings.removeAll()
            } else if type == nil, name != nil, let owner {
                untypedBindings.append(declarations[owner].properties.count)
            }
            if ending == .finished, token.kind == .leftBrace {
                ending = skipCode(mode: .block, context: context)
            }
            if let name, let owner {
                declarations[owner].properties.append(
                    PropertyDeclaration(
                        name: name, nameRange: nameRange, isLet: isLet, isStatic: isStatic, type: type,
                        modifiers: modifiers, conditions: conditions,
                        range: ByteRange(start: bindingStart, end: max(bindingStart, previousEnd))))
            }
            guard ending == .finished, token.kind == .comma else { return ending }
            advance()
            bindingStart = token.start
        }
    }
}
