/// Blanks the lines of `#if`, `#elseif`, `#else` and `#endif` so the compiler parses every branch.
///
/// Swift 6 compilers drop inactive `#if` branches while parsing, so `-dump-parse` alone would never show a
/// member declared under `#if os(iOS)` on Linux, while the scanner reports members of every branch. With
/// the directive lines replaced by spaces (newlines kept), every byte offset and line stays where it was,
/// and the compiler sees all branches as active. A "directive" inside a string or comment that gets blanked
/// changes only that string or comment, which no compared fact reads. A file whose branches do not parse
/// together (two alternative declaration headers, say) shows parse errors and is excluded with its reason.
enum DirectiveFlattening {
    /// The flattened bytes, or nil when the file has no conditional-compilation directive.
    ///
    /// Directives usually start a line, but the compiler also accepts them after other tokens
    /// (`}#endif`, `return "error" #if canImport(Darwin)`). A condition is blanked to the end of its line
    /// (and onto following lines while it is unfinished); `#else` and `#endif` only as the word itself,
    /// so the rest of a line such as `}#endif` survives. A mid-line `#if` followed by a quote on the same
    /// line is left alone: it is most likely inside a string, whose closing quote must survive.
    static func flatten(_ bytes: [UInt8]) -> [UInt8]? {
        var output = bytes
        var changed = false
        var lineStart = 0
        var continuing = false
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if continuing {
                blank(&output, first..<lineEnd)
                continuing = conditionContinues(bytes[first..<lineEnd])
            } else {
                var index = first
                while index < lineEnd {
                    defer { index += 1 }
                    guard bytes[index] == UInt8(ascii: "#"), let directive = directive(in: bytes, at: index, end: lineEnd),
                        index == first || !SourceCursor.isIdentifierByte(bytes[index - 1])
                    else { continue }
                    let takesCondition = directive == "#if" || directive == "#elseif" || directive == "#error"
                        || directive == "#warning"
                    if !takesCondition {
                        blank(&output, index..<(index + directive.utf8.count))
                        changed = true
                        continue
                    }
                    if index != first, bytes[index..<lineEnd].contains(UInt8(ascii: "\"")) { continue }
                    blank(&output, index..<lineEnd)
                    changed = true
                    continuing = conditionContinues(bytes[index..<lineEnd])
                    break
                }
            }
            lineStart = lineEnd + 1
        }
        return changed ? output : nil
    }

    private static func blank(_ output: inout [UInt8], _ range: Range<Int>) {
        for index in range where output[index] != 0x0D { output[index] = 0x20 }
    }

    /// `#error` and `#warning` are blanked too: inside a branch that was inactive they would now fire (and
    /// `#error` is reported as an error); they declare nothing the oracle compares.
    private static let directives = ["#if", "#elseif", "#else", "#endif", "#error", "#warning"].map { Array($0.utf8) }

    /// The directive spelled at `offset` (`#if`, `#endif`, ...), or nil.
    private static func directive(in bytes: [UInt8], at offset: Int, end: Int) -> String? {
        for directive in directives {
            let afterDirective = offset + directive.count
            guard afterDirective <= end, bytes[offset..<afterDirective].elementsEqual(directive) else { continue }
            if afterDirective == end || !SourceCursor.isIdentifierByte(bytes[afterDirective]) {
                return String(decoding: directive, as: UTF8.self)
            }
        }
        return nil
    }

    /// True when a condition goes on to the next line: unbalanced parentheses or a trailing `&&` / `||`.
    private static func conditionContinues(_ line: ArraySlice<UInt8>) -> Bool {
        var text = Array(line)
        if let comment = firstLineComment(in: text) { text = Array(text[..<comment]) }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0D { text.removeLast() }
        let open = text.filter { $0 == UInt8(ascii: "(") }.count
        let close = text.filter { $0 == UInt8(ascii: ")") }.count
        if open > close { return true }
        return text.suffix(2).elementsEqual("&&".utf8) || text.suffix(2).elementsEqual("||".utf8)
    }

    private static func firstLineComment(in text: [UInt8]) -> Int? {
        guard text.count >= 2 else { return nil }
        for index in 0..<(text.count - 1) where text[index] == UInt8(ascii: "/") && text[index + 1] == UInt8(ascii: "/") {
            return index
        }
        return nil
    }
}
