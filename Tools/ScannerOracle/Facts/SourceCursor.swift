/// Just enough Swift lexing to read text at positions the compiler reported.
///
/// The compiler's JSON gives where a declaration's keyword, a member's name and a binding's end are, but
/// prints neither inherited types nor type annotations. The oracle reads those from the source, starting
/// at the compiler's positions and stopping at the compiler's ends, so the compiler decides what is a
/// declaration and where it is; this cursor only skips trivia, identifiers and bracketed runs.
struct SourceCursor {
    let bytes: [UInt8]

    /// The first offset at or after `offset` that is not whitespace or a comment.
    func skipTrivia(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfBlockComment(from: index)
            } else {
                return index
            }
        }
        return index
    }

    /// The offset just past the (possibly nested) block comment starting at `offset`.
    func endOfBlockComment(from offset: Int) -> Int {
        var depth = 0
        var index = offset
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The offset just past the identifier (plain or `back-ticked`) at `offset`; `offset` when there is none.
    func endOfIdentifier(at offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == UInt8(ascii: "`") {
            var index = offset + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
            return min(index + 1, bytes.count)
        }
        var index = offset
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        return index
    }

    /// The offset just past the token starting at `offset`, for tokens that can end a type.
    func endOfTypeToken(at offset: Int) -> Int {
        let end = endOfIdentifier(at: offset)
        return end > offset ? end : min(offset + 1, bytes.count)
    }

    /// The offset just past a balanced `<...>` starting at `offset` (an arrow `->` inside does not close it).
    func endOfAngleBrackets(at offset: Int) -> Int {
        var depth = 0
        var index = offset
        while index < bytes.count {
            index = skipTrivia(from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            if byte == UInt8(ascii: "{") { return index }
            index += 1
        }
        return index
    }

    /// Reads a type starting at `offset` up to, not including, the first of `terminators` at bracket depth
    /// zero, the word `where` at depth zero (when `stopsAtWhere`), or `limit`. Returns the raw range.
    func typeExtent(from offset: Int, terminators: Set<UInt8>, stopsAtWhere: Bool, limit: Int) -> Range<Int> {
        let start = skipTrivia(from: offset)
        var depth = 0
        var index = start
        var end = start
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < limit, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                end = index
                index = skipTrivia(from: index)
                continue
            }
            if depth == 0, terminators.contains(byte) { break }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                break
            }
            let tokenEnd = endOfTypeToken(at: index)
            if stopsAtWhere, depth == 0, bytes[index..<tokenEnd].elementsEqual("where".utf8) { break }
            end = min(tokenEnd, limit)
            index = skipTrivia(from: end)
        }
        return start..<max(start, end)
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }
}
