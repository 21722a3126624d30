/// Byte classification for the lexer. Bytes at or above 0x80 count as identifier characters, so
/// non-ASCII names work and invalid UTF-8 is just more identifier.
///
/// The lexer reads the class of each byte from `table` through a pointer it holds, one load per byte.
enum ByteClass {
    static let identifierContinue: UInt8 = 1
    static let identifierStart: UInt8 = 2
    static let operatorCharacter: UInt8 = 4
    /// Spaces, tabs, carriage returns, form feeds and NUL: trivia that does not end a line.
    static let horizontalTrivia: UInt8 = 8

    /// One entry per byte value, the OR of the classes above.
    static let table: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        var classes: UInt8 = 0
        let isLetter = (byte | 0x20) &- 0x61 < 26
        if isLetter || byte == 0x5F || byte >= 0x80 || byte == 0x24 { classes |= identifierStart | identifierContinue }
        if isDigit(byte) { classes |= identifierContinue }
        if "/=-+!*%<>&|^~?".utf8.contains(byte) { classes |= operatorCharacter }
        if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0x00 {
            classes |= horizontalTrivia
        }
        return classes
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// A letter, digit, `_` or non-ASCII byte: what a name is made of (`$` aside, which only `$0` names use).
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }
}
