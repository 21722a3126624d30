extension Parser {
    /// Reads `func`/`init`/`deinit`/`subscript`: skips the signature, keeping the return type for
    /// `.init(parent: self)`, then skips the body as code. A requirement without a body ends at the
    /// next declaration line. The current token is the keyword.
    mutating func parseFunction(owner: Int?, indent: Int) -> ReadEnd {
        let isFunc = base[token.start] == UInt8(ascii: "f")
        advance()
        if isFunc, let owner, token.kind == .identifier || token.kind == .escapedIdentifier {
            declarations[owner].functionNames.append(name(of: token))
        } else if isFunc, let owner, token.kind == .operatorRun, declarations[owner].kind == .protocol {
            declarations[owner].otherRequirements.append("operator " + string(token.start, token.end))
        } else if isFunc, owner == nil, token.kind == .identifier, self.token(token, is: "registerProviderFactory") {
            usesNeedleRegistry = true
        }
        var returnType: String?
        var depth = 0
        while token.kind != .endOfFile {
            if token.isFirstOnLine {
                if depth == 0, token.kind == .rightBrace || startsDeclaration(token) { return .finished }
                if depth > 0, token.column <= indent, isRecoveryStart(token) { return .recovered }
            }
            switch token.kind {
            case .identifier where depth > 0 && !isLowercaseNameStart(base[token.start]):
                // A parameter's type (`component: FeedComponent`): code below may read members of it.
                signatureTypeNames.append(NameHash.of(base, start: token.start, length: token.end - token.start, count: count, isMember: false))
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            case .leftBrace:
                if depth == 0 {
                    return skipCode(
                        mode: .block, context: CodeContext(owner: owner, indent: indent, contextType: returnType))
                }
                depth += 1
            case .rightBrace, .semicolon:
                if depth == 0 { return .finished }
                if token.kind == .rightBrace { depth -= 1 }
            case .operatorRun:
                if depth == 0, token.end - token.start == 2, base[token.start] == UInt8(ascii: "-"),
                    base[token.start + 1] == UInt8(ascii: ">")
                {
                    advance()
                    returnType = parseTypeText()?.text
                    continue
                }
            default:
                break
            }
            advance()
        }
        return .finished
    }
}
