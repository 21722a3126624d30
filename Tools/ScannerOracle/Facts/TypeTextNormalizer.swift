/// Normalises type text the way `DIScanner.TypeText` promises: comments and whitespace removed, except that
/// exactly one space separates two adjacent word-like tokens (`some View`, `any P&Q`, `inout Int`).
///
/// This is a notational normalisation only: `Component< Foo >` and `Component<Foo>` are the same type to
/// the compiler, so neither side may be blamed for how the author spaced it.
enum TypeTextNormalizer {
    static func normalize(_ bytes: ArraySlice<UInt8>) -> String {
        let source = Array(bytes)
        let cursor = SourceCursor(bytes: source)
        var output: [UInt8] = []
        output.reserveCapacity(source.count)
        var index = 0
        var sawGap = false
        while index < source.count {
            let next = cursor.skipTrivia(from: index)
            if next != index {
                sawGap = true
                index = next
                continue
            }
            let byte = source[index]
            if sawGap, let last = output.last, isWordByte(last), isWordByte(byte) {
                output.append(UInt8(ascii: " "))
            }
            sawGap = false
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Removes every whitespace character: the looser comparison used to check the oracle's own reading
    /// of extension names against the name the compiler prints.
    static func squeeze(_ text: String) -> String {
        String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        SourceCursor.isIdentifierByte(byte) || byte == UInt8(ascii: "`")
    }
}
