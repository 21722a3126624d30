extension Parser {
    /// Reads `class`/`struct`/`enum`/`protocol`/`actor`/`extension` with its name, inheritance clause
    /// and body. The current token is the keyword; `start` is where its attributes or modifiers began.
    mutating func parseTypeDeclaration(
        kind: DeclarationKind, start: Int, modifiers: [String], owner: Int?, indent: Int
    ) -> ReadEnd {
        let keywordToken = token
        advance()
        let name: String
        let nameRange: ByteRange
        var genericParameters: [String] = []
        if kind == .extension {
            guard let extended = parseTypeText() else {
                return skipCode(mode: .statement, context: CodeContext(owner: owner, indent: indent, contextType: nil))
            }
            name = extended.text
            nameRange = extended.range
        } else {
            guard token.isName, !(token.isFirstOnLine && startsDeclaration(token)) else {
                note("\(kind.rawValue) without a name", range(of: keywordToken))
                return .finished
            }
            name = self.name(of: token)
            nameRange = range(of: token)
            advance()
            if token.kind == .operatorRun, base[token.start] == UInt8(ascii: "<") {
                genericParameters = skipGenericParameters(collectingNames: true)
            }
        }
        var inheritedTypes: [TypeText] = []
        var baseGenericArguments: [TypeText] = []
        if token.kind == .colon {
            advance()
            while let inherited = parseTypeText() {
                if inheritedTypes.isEmpty, kind == .class { baseGenericArguments = genericArguments(of: inherited) }
                inheritedTypes.append(inherited)
                guard token.kind == .comma else { break }
                advance()
            }
        }
        skipWhereClause()
        let index = declarations.count
        declarations.append(
            TypeDeclaration(
                kind: kind, name: name, nameRange: nameRange, range: ByteRange(start: start, end: previousEnd),
                bodyRange: ByteRange(start: previousEnd, end: previousEnd), modifiers: modifiers,
                inheritedTypes: inheritedTypes, parent: owner, conditions: conditions))
        declarations[index].genericParameters = genericParameters
        declarations[index].baseGenericArguments = baseGenericArguments
        guard token.kind == .leftBrace else {
            return .finished
        }
        let bodyStart = token.end
        advance()
        let conditionDepth = conditions.count
        let ending: ReadEnd
        if typeNesting >= Parser.maximumTypeNesting {
            ending = skipCode(mode: .body, context: CodeContext(owner: index, indent: indent, contextType: nil))
            declarations[index].bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, previousEnd - 1))
            declarations[index].range.end = previousEnd
            return ending
        }
        typeNesting += 1
        ending = parseMembers(owner: index, indent: indent)
        typeNesting -= 1
        if conditions.count > conditionDepth {
            note("missing '#endif' before the end of '\(name)'", ByteRange(start: token.start, end: token.start))
            conditions.removeLast(conditions.count - conditionDepth)
        }
        switch ending {
        case .finished where token.kind == .rightBrace:
            declarations[index].bodyRange = ByteRange(start: bodyStart, end: token.start)
            declarations[index].range.end = token.end
            if token.isFirstOnLine, token.column == indent { lastClosingBraceColumn = token.column }
            advance()
            return .finished
        case .finished:
            note("missing '}' at the end of the file for '\(name)'", nameRange)
            declarations[index].bodyRange = ByteRange(start: bodyStart, end: count)
            declarations[index].range.end = count
            return .finished
        case .recovered:
            note("missing '}' for '\(name)': closed before the declaration on this line", ByteRange(start: token.start, end: token.end))
            declarations[index].bodyRange = ByteRange(start: bodyStart, end: max(bodyStart, previousEnd))
            declarations[index].range.end = previousEnd
            return .recovered
        }
    }

    /// Skips a generic parameter or argument clause `<...>` whose first token starts with `<`.
    /// Stops early at a brace, a `;`, the end of the file or a new declaration line.
    /// - Returns: with `collectingNames`, the parameters' names (`<D, VM: P, each T>` gives `D`, `VM`, `T`).
    @discardableResult
    mutating func skipGenericParameters(collectingNames: Bool = false) -> [String] {
        var depth = 0
        var names: [String] = []
        var expectsName = false
        while true {
            if collectingNames, depth == 1, token.isName {
                if expectsName, !self.token(token, is: "each") {
                    names.append(name(of: token))
                    expectsName = false
                }
            } else if collectingNames, depth == 1, token.kind == .comma {
                expectsName = true
            } else if token.kind != .operatorRun {
                expectsName = false
            }
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                return names
            case .operatorRun:
                var offset = token.start
                while offset < token.end {
                    let character = base[offset]
                    if character == UInt8(ascii: "<") {
                        depth += 1
                        expectsName = depth == 1
                    } else if character == UInt8(ascii: ">"), offset == token.start || base[offset - 1] != UInt8(ascii: "-") {
                        depth -= 1
                        if depth == 0 {
                            if offset + 1 < token.end {
                                splitToken(at: offset + 1)
                            } else {
                                advance()
                            }
                            return names
                        }
                    }
                    offset += 1
                }
            default:
                if depth > 0, token.isFirstOnLine, startsDeclaration(token) { return names }
            }
            advance()
        }
    }

    /// Skips a `where` clause up to the body's `{`.
    mutating func skipWhereClause() {
        guard token.kind == .identifier, self.token(token, is: "where") else { return }
        advance()
        while true {
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                return
            default:
                if token.isFirstOnLine, startsDeclaration(token) { return }
            }
            advance()
        }
    }

    /// Reads `import X`, `import struct X.Y`, `import X.Y`: the module is `X`.
    mutating func parseImport() {
        advance()
        if let word = keyword(of: token),
            [.struct, .class, .enum, .protocol, .typealias, .let, .var, .func].contains(word),
            peek().isName
        {
            advance()
        }
        guard token.isName, !token.isFirstOnLine else { return }
        let module = name(of: token)
        if importedModules.insert(module).inserted { imports.append(module) }
        advance()
        while token.kind == .dot, !token.isFirstOnLine {
            advance()
            if token.isName || token.kind == .operatorRun { advance() }
        }
    }
}
