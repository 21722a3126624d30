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
        } else if isFunc, owner == nil, token.kind == .identifier,
            self.token(token, is: "registerProviderFactory") || self.token(token, is: "registerProviderFactories")
        {
            hasNeedleOutputMark = true
        }
        var returnType: String?
        var depth = 0
        // An `init`'s parameters, read at depth 1 of its first parenthesis (for `autoregister`'s initializers).
        let isInit = !isFunc && owner != nil && previousEnd - 4 >= 0 && base[previousEnd - 4] == UInt8(ascii: "i")
            && base[previousEnd - 1] == UInt8(ascii: "t")
        var signature: InitializerSignature? = isInit ? InitializerSignature(labels: [], types: []) : nil
        if isInit, token.kind == .operatorRun, previousEnd == token.start, self.token(token, is: "?") || self.token(token, is: "!") {
            signature!.isFailable = true
        }
        /// The first name of the parameter being read (its label), as a token: a `String` is made at its colon only.
        var label: Token?
        while token.kind != .endOfFile {
            if token.isFirstOnLine {
                if depth == 0, token.kind == .rightBrace || startsDeclaration(token) { return .finished }
                if depth > 0, token.column <= indent, isRecoveryStart(token) { return .recovered }
            }
            switch token.kind {
            case .identifier where depth > 0 && !isLowercaseNameStart(base[token.start]):
                // A parameter's type (`component: FeedComponent`): code below may read members of it.
                signatureTypeNames.append(NameHash.of(base, start: token.start, length: token.end - token.start, count: count, isMember: false))
            case .identifier where depth == 1 && signature != nil, .escapedIdentifier where depth == 1 && signature != nil:
                if label == nil { label = token }
            case .colon where depth == 1 && signature != nil:
                advance()
                let typeStart = token.start
                if let type = parseTypeText() {
                    signature!.labels.append(label.map { name(of: $0) } ?? "_")
                    signature!.types.append(type)
                    recordSignatureTypeNames(from: typeStart, to: previousEnd)
                }
                label = nil
                continue
            case .comma where depth == 1:
                label = nil
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
                if depth == 0, let found = signature, let owner {
                    declarations[owner].initializers.append(found)
                    signature = nil
                }
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

    /// The capitalised names between two offsets (a parameter's type read whole), as the loop records every other
    /// parameter's, from the bytes (no `String` per name).
    private mutating func recordSignatureTypeNames(from start: Int, to end: Int) {
        var offset = start
        while offset < end {
            let byte = base[offset]
            guard ByteClass.isNameByte(byte), !ByteClass.isDigit(byte) else {
                offset += 1
                continue
            }
            var nameEnd = offset + 1
            while nameEnd < end, ByteClass.isNameByte(base[nameEnd]) { nameEnd += 1 }
            // A name after a `.` is a member of a type (`Module.Feed`) and is recorded too, as the loop does.
            if !isLowercaseNameStart(byte) {
                signatureTypeNames.append(NameHash.of(base, start: offset, length: nameEnd - offset, count: count, isMember: false))
            }
            offset = nameEnd
        }
    }
}
