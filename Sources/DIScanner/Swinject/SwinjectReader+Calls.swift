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

    /// The service type of `X.self`, or nil when `X` is a generic parameter of an enclosing function or type.
    func serviceType(_ operand: Range<Int>) -> TypeText? {
        let written = compactText(operand)
        if operand.count == 1, scopes.contains(where: { $0.genericParameters.contains(written) }) { return nil }
        return TypeText(text: written, range: range(operand.lowerBound, operand.upperBound - 1))
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
        return (start < dot ? compactText(start..<dot) : "", start)
    }

    // MARK: - Closures

    /// The trailing closure after `index`, if the token there opens one.
    func closure(at index: Int) -> Int? {
        index < tokens.count && tokens[index].kind == .leftBrace && partner[index] > index ? index : nil
    }

    /// How many parameters the closure at `open` declares (`{ r, a in`, `{ (r: Resolver, a: A) -> X in`);
    /// nil when it declares none and uses `$1` or beyond, 1 when it uses only `$0` (or nothing).
    func closureParameterCount(open: Int) -> Int? {
        let close = Int(partner[open])
        var cursor = open + 1
        if cursor < close, tokens[cursor].kind == .leftBracket, partner[cursor] > cursor { cursor = Int(partner[cursor]) + 1 }
        let headStart = cursor
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .identifier {
                let word = text(token)
                if word == "in" { return countParameters(headStart..<cursor) }
                if closureBodyWords.contains(word) { break }
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                guard partner[cursor] > cursor else { break }
                cursor = Int(partner[cursor])
            } else if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .stringLiteral || token.kind == .semicolon {
                break
            }
            cursor += 1
        }
        for index in (open + 1)..<close where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == 2 {
            if base[tokens[index].start] == UInt8(ascii: "$"), base[tokens[index].start + 1] != UInt8(ascii: "0") { return nil }
        }
        return 1
    }

    /// Parameters in a closure head (before `in`): `(a, b: B) -> X` or `a, b`.
    private func countParameters(_ head: Range<Int>) -> Int {
        var list = head
        if let first = head.first, tokens[first].kind == .leftParen, partner[first] > first {
            list = (first + 1)..<Int(partner[first])
        } else if let arrow = head.first(where: { text(tokens[$0]) == "->" }) {
            list = head.lowerBound..<arrow
        }
        guard !list.isEmpty else { return 0 }
        var count = 1
        var cursor = list.lowerBound
        while cursor < list.upperBound {
            if tokens[cursor].kind == .comma { count += 1 }
            if [.leftParen, .leftBracket].contains(tokens[cursor].kind), partner[cursor] > cursor {
                cursor = Int(partner[cursor])
            }
            cursor += 1
        }
        return count
    }
}

/// Words that begin a statement: met before `in`, the closure has no parameter list (`{ for x in xs { } }`).
private let closureBodyWords: Set<String> = [
    "for", "let", "var", "if", "guard", "return", "switch", "while", "repeat", "do", "try", "await", "defer", "throw", "case",
    "self", "super",
]
