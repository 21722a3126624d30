/// Tokens other than names and literals: backticked names, dots, operators, numbers and `#` forms.
extension Lexer {
    mutating func lexBacktick() -> TokenKind {
        let open = position
        var scan = open + 1
        while scan < count {
            let current = base[scan]
            if current == UInt8(ascii: "`") {
                position = scan + 1
                return scan == open + 1 ? .unknown : .escapedIdentifier
            }
            if current == 0x0A { break }
            scan += 1
        }
        position = open + 1
        return .unknown
    }

    mutating func lexDot() -> TokenKind {
        if byte(at: position + 1) == UInt8(ascii: ".") {
            position += 1
            while position < count,
                base[position] == UInt8(ascii: ".") || isOperatorCharacter(base[position])
            {
                position += 1
            }
            return .operatorRun
        }
        position += 1
        return .dot
    }

    mutating func lexOperator() -> TokenKind {
        position += 1
        while position < count, isOperatorCharacter(base[position]) {
            // A comment start ends the operator: `a+/* c */b`.
            if base[position] == UInt8(ascii: "/") {
                let following = byte(at: position + 1)
                if following == UInt8(ascii: "/") || following == UInt8(ascii: "*") { break }
            }
            position += 1
        }
        return .operatorRun
    }

    mutating func lexNumber() -> TokenKind {
        position += 1
        while position < count {
            let current = base[position]
            if classes[Int(current)] & ByteClass.identifierContinue != 0 {
                position += 1
            } else if current == UInt8(ascii: "."), ByteClass.isDigit(byte(at: position + 1)) {
                position += 1
            } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                let before = base[position - 1] | 0x20
                guard before == UInt8(ascii: "e") || before == UInt8(ascii: "p") else { break }
                position += 1
            } else {
                break
            }
        }
        return .number
    }

    /// `#` followed by hashes and a quote (raw string), a slash (extended regex) or a name.
    @inline(__always)
    func isOperatorCharacter(_ byte: UInt8) -> Bool { classes[Int(byte)] & ByteClass.operatorCharacter != 0 }

    mutating func lexPound() -> TokenKind {
        var hashes = 0
        var scan = position
        while scan < count, base[scan] == UInt8(ascii: "#") {
            hashes += 1
            scan += 1
        }
        let following = byte(at: scan)
        if following == UInt8(ascii: "\"") {
            let literalStart = position
            position = scan
            let kind = lexString(hashCount: hashes)
            if problem != .none { problemStart = literalStart }
            return kind
        }
        if following == UInt8(ascii: "/") {
            let literalStart = position
            position = scan
            if lexExtendedRegex(hashCount: hashes) { return .regexLiteral }
            problem = .unterminatedRegex
            problemStart = literalStart
            return .regexLiteral
        }
        if hashes == 1, classes[Int(following)] & ByteClass.identifierStart != 0 {
            position = scan + 1
            while position < count, classes[Int(base[position])] & ByteClass.identifierContinue != 0 { position += 1 }
            return .poundKeyword
        }
        position += 1
        return .pound
    }
}
