/// How reading a run of code or members ended.
enum ReadEnd {
    /// The construct ended normally (or at the end of the file).
    case finished
    /// A line at or left of the construct's indentation starts a declaration while scopes are still
    /// open: the scopes were closed early and the current token is that declaration.
    case recovered
}

extension Parser {
    /// Reads the whole file.
    mutating func parseFile() {
        while token.kind != .endOfFile {
            _ = parseMembers(owner: nil, indent: -1)
            if token.kind == .rightBrace {
                note("unexpected '}'", range(of: token))
                advance()
            }
        }
        if !conditions.isEmpty {
            note("missing '#endif'", ByteRange(start: count, end: count))
        }
    }

    /// Reads declarations in a type body (`owner`) or at file scope (`owner == nil`) until a `}` that
    /// is left unconsumed, the end of the file, or recovery at a line indented no deeper than `indent`.
    ///
    /// A type body that has no member yet, or whose members close their braces at its own indentation,
    /// never closes early, so unindented nesting (`enum A {` then `enum B {` at column 0) still nests.
    mutating func parseMembers(owner: Int?, indent: Int) -> ReadEnd {
        var sawMember = false
        var membersAreUnindented = false
        while true {
            switch token.kind {
            case .endOfFile:
                return .finished
            case .rightBrace:
                if owner != nil { return .finished }
                note("unexpected '}'", range(of: token))
                advance()
                continue
            case .semicolon:
                advance()
                continue
            case .poundKeyword where isConditionDirective(token):
                readDirective()
                continue
            default:
                break
            }
            if owner != nil, sawMember, !membersAreUnindented, token.isFirstOnLine, token.column <= indent,
                startsTypeOrImport()
            {
                return .recovered
            }
            sawMember = true
            lastClosingBraceColumn = Int.max
            if parseDeclaration(owner: owner) == .recovered, owner != nil, token.column <= indent {
                return .recovered
            }
            if lastClosingBraceColumn <= indent { membersAreUnindented = true }
        }
    }

    /// Reads one declaration (or, failing that, one statement) starting at the current token.
    mutating func parseDeclaration(owner: Int?) -> ReadEnd {
        let declarationStart = token.start
        let indent = currentLineIndent
        var modifiers: [String] = []
        var modifierStart = -1
        var keyword = self.keyword(of: token)
        while true {
            if token.kind == .at {
                skipAttribute()
                keyword = self.keyword(of: token)
                continue
            }
            guard let word = keyword, word.isModifier || (word == .class && classIsModifier()) else { break }
            if modifierStart < 0 { modifierStart = token.start }
            modifiers.append(readModifier(word))
            keyword = self.keyword(of: token)
        }
        if token.start != declarationStart, isConditionDirective(token) || token.kind == .endOfFile {
            return .finished
        }
        switch keyword {
        case .class?, .struct?, .enum?, .protocol?, .extension?:
            return parseTypeDeclaration(
                kind: keyword!.declarationKind!, start: declarationStart, modifiers: modifiers, owner: owner, indent: indent)
        case .actor? where peek().isName:
            return parseTypeDeclaration(
                kind: .actor, start: declarationStart, modifiers: modifiers, owner: owner, indent: indent)
        case .import?:
            parseImport()
            return .finished
        case .var?, .let?:
            let start = modifierStart >= 0 ? modifierStart : token.start
            return parseProperty(owner: owner, modifiers: modifiers, start: start, indent: indent)
        case .func?, .`init`?, .deinit?, .subscript?:
            if let owner, declarations[owner].kind == .protocol, keyword != .func { declarations[owner].otherRequirements.append(string(token.start, token.end)) }
            return parseFunction(owner: owner, indent: indent)
        case .`associatedtype`? where owner.map({ declarations[$0].kind == .protocol }) == true:
            let next = peek()
            declarations[owner!].otherRequirements.append("associatedtype" + (next.isName ? " " + name(of: next) : ""))
            return skipCode(mode: .statement, context: CodeContext(owner: owner, indent: indent, contextType: nil))
        case .typealias?:
            return parseTypeAlias(owner: owner, indent: indent)
        default:
            return skipCode(mode: .statement, context: CodeContext(owner: owner, indent: indent, contextType: nil))
        }
    }

    /// Reads `typealias Name<T> = Target`; anything else after `typealias` is skipped as a statement.
    mutating func parseTypeAlias(owner: Int?, indent: Int) -> ReadEnd {
        let context = CodeContext(owner: owner, indent: indent, contextType: nil)
        advance()
        guard token.isName, !(token.isFirstOnLine && startsDeclaration(token)) else { return skipCode(mode: .statement, context: context) }
        let name = self.name(of: token)
        let nameRange = range(of: token)
        advance()
        let isGeneric = token.kind == .operatorRun && base[token.start] == UInt8(ascii: "<")
        if isGeneric { skipGenericParameters() }
        guard token.kind == .operatorRun, token.end - token.start == 1, base[token.start] == UInt8(ascii: "=") else {
            return skipCode(mode: .statement, context: context)
        }
        advance()
        guard let target = parseTypeText() else { return .finished }
        typeAliases.append(TypeAliasDeclaration(
            name: name, nameRange: nameRange, target: target, isGeneric: isGeneric, parent: owner, conditions: conditions))
        return .finished
    }

    /// Whether the current line-start token begins a type or import declaration, looking past
    /// attributes and modifiers on the same line. Used to notice a type body that was never closed.
    func startsTypeOrImport() -> Bool {
        var copy = lexer
        var current = token
        var steps = 0
        guard current.kind == .at || keyword(of: current) != nil else { return false }
        while steps < 24, current.kind != .endOfFile {
            if steps > 0, current.isFirstOnLine { return false }
            if let word = keyword(of: current) {
                if word.declarationKind != nil || word == .import {
                    if word != .class { return true }
                    let next = copy.next()
                    guard let following = keyword(of: next) else { return next.kind != .at }
                    return !(following.isModifier || following.startsDeclaration)
                }
                if !word.isModifier { return false }
            } else if current.kind != .at && current.kind != .identifier && current.kind != .leftParen
                && current.kind != .rightParen && current.kind != .dot && current.kind != .comma
                && current.kind != .number && current.kind != .operatorRun
            {
                return false
            }
            current = copy.next()
            steps += 1
        }
        return false
    }
}
