/// One argument of a call: its tokens, its label, and the tokens of its value.
struct CallArgument {
    var tokens: Range<Int>
    var label: String?
    var value: Range<Int>
}

extension SwinjectReader {
    /// The arguments between the bracket at `open` and its partner `close`, split at top-level commas.
    func arguments(open: Int, close: Int) -> [CallArgument] {
        var result: [CallArgument] = []
        var start = open + 1
        var cursor = open + 1
        while cursor <= close {
            if cursor == close || tokens[cursor].kind == .comma {
                if cursor > start {
                    var label: String?
                    var valueStart = start
                    if cursor - start >= 2, tokens[start].isName, tokens[start + 1].kind == .colon {
                        label = text(tokens[start])
                        valueStart = start + 2
                    }
                    result.append(CallArgument(tokens: start..<cursor, label: label, value: valueStart..<cursor))
                }
                start = cursor + 1
            } else if [.leftParen, .leftBracket, .leftBrace].contains(tokens[cursor].kind), partner[cursor] > cursor {
                cursor = Int(partner[cursor])
                continue
            }
            cursor += 1
        }
        return result
    }

    /// `X.self` as an argument's value: the range of `X`; nil for anything else (`type`, `T.Type`).
    func metatypeOperand(_ value: Range<Int>) -> Range<Int>? {
        guard value.count >= 3, tokens[value.upperBound - 1].kind == .identifier, text(tokens[value.upperBound - 1]) == "self",
            tokens[value.upperBound - 2].kind == .dot
        else { return nil }
        return value.lowerBound..<(value.upperBound - 2)
    }

    /// The service type of `X.self`, or nil when it names a generic parameter of an enclosing function or type
    /// anywhere (`T`, `Repository<T>`) or `Self`, or is a value (`type.self` of a metatype parameter `type: T.Type`:
    /// one word starting in lower case): a type known only where the code runs.
    func serviceType(_ operand: Range<Int>) -> TypeText? {
        guard operand.count <= 256 else { return nil }
        if operand.count == 1, tokens[operand.lowerBound].kind == .identifier {
            // One word in lower case is a value, not a type (no `String` made: this runs for every `X.self`).
            let first = base[tokens[operand.lowerBound].start]
            if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") { return nil }
            // An alias declared in a body around the use is its target there.
            if !nestedAliases.isEmpty,
               let target = nestedAliases[text(tokens[operand.lowerBound])]?.filter({ $0.open < operand.lowerBound && operand.lowerBound < $0.close })
                   .max(by: { $0.open < $1.open })?.target {
                // Its target as written (not itself looked up: `typealias A = B; typealias B = A` must end).
                return TypeText(text: compactText(target), range: range(operand.lowerBound, operand.lowerBound))
            }
        }
        for index in operand where tokens[index].isName {
            if token(tokens[index], is: "Self") { return nil }
            if index > operand.lowerBound, tokens[index - 1].kind == .dot { continue }
            let name = text(tokens[index])
            if scopes.contains(where: { $0.genericParameters.contains(name) }) { return nil }
        }
        return TypeText(text: compactText(operand), range: range(operand.lowerBound, operand.upperBound - 1))
    }

    /// The name of a `register` or `resolve` call: its `name:` argument, else one an app's own overload takes under
    /// another label that says it is a name (`register(T.self, serviceName: .feed)`), kept with its label so two such
    /// calls match when written alike and never match a plain one.
    func name(in arguments: [CallArgument]) -> SwinjectName {
        if let named = arguments.first(where: { $0.label == "name" }) { return name(of: named) }
        guard let own = arguments.dropFirst().first(where: { $0.label.map { $0.contains("name") || $0.contains("Name") } ?? false }) else {
            return .none
        }
        return .expression(own.label! + ":" + compactText(own.value))
    }

    func name(of argument: CallArgument?) -> SwinjectName {
        guard let argument else { return .none }
        let expression = SwinjectName.expression(compactText(argument.value))
        guard argument.value.count == 1, tokens[argument.value.lowerBound].kind == .stringLiteral else { return expression }
        let literal = text(tokens[argument.value.lowerBound])
        guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.count >= 2, !literal.contains("\\") else { return expression }
        return .literal(String(literal.dropFirst().dropLast()))
    }

    /// The receiver written before the `.` at `dot` (`container`, `self.container`, `Container.shared`,
    /// `assembler.resolver`), and the index of its first token. At most 16 links are read back, so a long chain of
    /// calls costs no more than a short one per call.
    func receiver(endingBefore dot: Int) -> (text: String, start: Int) {
        var cursor = dot - 1
        var start = dot
        var links = 0
        while cursor >= 0, links < 16 {
            links += 1
            let token = tokens[cursor]
            if token.isName {
                start = cursor
                guard cursor > 0, tokens[cursor - 1].kind == .dot else { break }
                cursor -= 2
            } else if token.kind == .rightParen || token.kind == .rightBracket, partner[cursor] >= 0 {
                start = Int(partner[cursor])
                cursor = start - 1
                if cursor >= 0, tokens[cursor].isName { continue }
                break
            } else if token.kind == .operatorRun, ["?", "!"].contains(text(token)) {
                cursor -= 1
            } else {
                break
            }
        }
        // The text of a receiver that spans a long expression (`(((c.resolve(A.self)).resolve(B.self))...)`) is cut to its
        // last 32 tokens, so reading it stays proportional to the call, not to what it is nested in.
        return (start < dot ? compactText(max(start, dot - 32)..<dot) : "", start)
    }

    // MARK: - Closures

    /// The trailing closure after `index`, if the token there opens one.
    func closure(at index: Int) -> Int? {
        index < tokens.count && tokens[index].kind == .leftBrace && partner[index] > index ? index : nil
    }

    /// How many arguments a factory closure takes besides the resolver (`{ r, a in` 1, `{ (r: Resolver, a: A) -> X in`
    /// 1); nil when that cannot be told: it declares no parameters and uses `$1` or beyond, or its first parameter is
    /// typed as something else than a `Resolver` (not Swinject's factory).
    func closureArgumentCount(open: Int) -> Int? {
        if let head = closureHead(open: open, limit: Int.max) { return argumentsAfterResolver(head)?.count }
        let close = Int(partner[open])
        for index in (open + 1)..<close where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == 2 {
            if base[tokens[index].start] == UInt8(ascii: "$"), base[tokens[index].start + 1] != UInt8(ascii: "0") { return nil }
        }
        return 0
    }

    /// The types a factory's arguments are written with (`{ (r, id: String, page: Int) in }`), all or none.
    func closureArgumentTypes(open: Int) -> [TypeText] {
        guard let head = closureHead(open: open, limit: Int.max), let arguments = argumentsAfterResolver(head) else { return [] }
        var types: [TypeText] = []
        for parameter in arguments.parameters {
            guard let colon = parameter.first(where: { tokens[$0].kind == .colon }), colon + 1 < parameter.upperBound else { return [] }
            types.append(TypeText(text: compactText((colon + 1)..<parameter.upperBound), range: range(colon + 1, parameter.upperBound - 1)))
        }
        return types
    }

    /// The parameters in a closure head (before `in`: `(a, b: B) -> X` or `a, b`) after the first, the resolver: how
    /// many, and their tokens; nil when the first is typed as something else than `Resolver`.
    private func argumentsAfterResolver(_ head: Range<Int>) -> (count: Int, parameters: ArraySlice<Range<Int>>)? {
        var list = head
        if let first = head.first, tokens[first].kind == .leftParen, partner[first] > first {
            list = (first + 1)..<Int(partner[first])
        } else if let arrow = head.first(where: { token(tokens[$0], is: "->") }) {
            list = head.lowerBound..<arrow
        }
        guard !list.isEmpty else { return (0, []) }
        var parameters: [Range<Int>] = []
        var start = list.lowerBound
        var cursor = list.lowerBound
        var angles = 0
        while cursor <= list.upperBound {
            if cursor == list.upperBound || (tokens[cursor].kind == .comma && angles == 0) {
                parameters.append(start..<cursor)
                start = cursor + 1
            } else if [.leftParen, .leftBracket].contains(tokens[cursor].kind), partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            } else if tokens[cursor].kind == .operatorRun {
                // `Dictionary<String, Int>`: commas inside angle brackets separate type arguments, not parameters.
                for byte in UnsafeBufferPointer(start: base + tokens[cursor].start, count: tokens[cursor].end - tokens[cursor].start) {
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">"), angles > 0 { angles -= 1 }
                }
            }
            cursor += 1
        }
        if let first = parameters.first, let colon = first.first(where: { tokens[$0].kind == .colon }), colon + 1 < first.upperBound {
            let type = tokens[first.upperBound - 1]
            guard token(type, is: "Resolver") || token(type, is: "Container") else { return nil }
        }
        return (max(0, parameters.count - 1), parameters.dropFirst())
    }
}

/// Words that begin a statement: met before `in`, the closure has no parameter list (`{ for x in xs { } }`).
let closureBodyWords: Set<String> = [
    "for", "let", "var", "if", "guard", "return", "switch", "while", "repeat", "do", "try", "await", "defer", "throw", "case",
    "self", "super",
]

extension SwinjectReader {
    /// Fills `nestedAliases`: each non-generic `typealias Name = Target` inside braces, with the innermost braces
    /// around it and its target up to the end of its line. One pass, and only in files that declare one.
    mutating func findNestedAliases() {
        var open: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftBrace: open.append(index)
            case .rightBrace: _ = open.popLast()
            case .identifier:
                guard let body = open.last, token(tokens[index], is: "typealias"), index + 3 < tokens.count, tokens[index + 1].isName,
                      token(tokens[index + 2], is: "="), partner[body] > body
                else { continue }
                var end = index + 3
                while end < tokens.count, !tokens[end].isFirstOnLine, tokens[end].kind != .semicolon, tokens[end].kind != .rightBrace { end += 1 }
                guard end > index + 3 else { continue }
                nestedAliases[text(tokens[index + 1]), default: []].append((body, Int(partner[body]), (index + 3)..<end))
            default: continue
            }
        }
    }
}
