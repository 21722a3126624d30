/// `dependency.name` inside a string interpolation (`"\(dependency.store.owner)"`, `#"\#(dependency.x)"#`).
///
/// The lexer reads a string literal as one token, so the code watch never sees its interpolations; this
/// looks for the pattern in the literal's interpolated segments only (text outside `\( )` is not code).
/// Nested literals inside an interpolation are not told apart from its code: `"\(f("dependency.x"))"`
/// would count, which real code does not write.
extension Parser {
    mutating func recordInterpolatedDependencyReads(in literal: Token, owner: Int?) {
        var position = literal.start
        let end = literal.end
        var depth = 0  // open parentheses of the current interpolation; 0 outside one
        while position < end {
            let current = base[position]
            if depth == 0 {
                guard current == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                var next = position + 1
                while next < end, base[next] == UInt8(ascii: "#") { next += 1 }
                if next < end, base[next] == UInt8(ascii: "(") { depth = 1 }
                position = next + 1  // past `(`, or past the escaped byte (`\\`, `\n`)
                continue
            }
            switch current {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
            case UInt8(ascii: "d"):
                guard let isOwn = dependencyRead(at: position, end: end), let name = memberName(after: position + 10, end: end) else { break }
                let token = Token(kind: .identifier, isFirstOnLine: false, problem: .none, storedColumn: 0, start: name.start, end: name.end)
                if !isOwn {
                    foreignDependencyReads.append(self.name(of: token))
                } else if let owner {
                    recordDependencyReference(token, owner: owner)
                }
                position = name.end
                continue
            default:
                break
            }
            position += 1
        }
    }

    /// `dependency` as a whole word at `position`: true when the code's own (`dependency`, `self.dependency`),
    /// false when another value's (`detail.dependency`), nil when it is no such word.
    private func dependencyRead(at position: Int, end: Int) -> Bool? {
        guard position + 10 <= end else { return nil }
        let word: StaticString = "dependency"
        for index in 0..<10 where base[position + index] != word.utf8Start[index] { return nil }
        if position + 10 < end, ByteClass.isNameByte(base[position + 10]) { return nil }
        guard position > 0 else { return true }
        let before = base[position - 1]
        if ByteClass.isNameByte(before) { return nil }
        if before == UInt8(ascii: ".") {
            return position >= 5 && (0..<4).allSatisfy { base[position - 5 + $0] == Array("self".utf8)[$0] }
        }
        return true
    }

    /// The identifier after `.` (spaces allowed around it) at `start`.
    private func memberName(after start: Int, end: Int) -> (start: Int, end: Int)? {
        var position = start
        while position < end, base[position] == UInt8(ascii: " ") { position += 1 }
        guard position < end, base[position] == UInt8(ascii: ".") else { return nil }
        position += 1
        while position < end, base[position] == UInt8(ascii: " ") { position += 1 }
        let nameStart = position
        while position < end, ByteClass.isNameByte(base[position]) { position += 1 }
        guard position > nameStart, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(base[nameStart]) else { return nil }
        return (nameStart, position)
    }

}
