/// Text for one line of a compiler-style report, whatever a file name or message holds: control characters and
/// line separators are written as escapes (`\n`, `\t`, `\r`, `\x1B`, `\u{2028}`), so one diagnostic stays one line
/// and no escape sequence reaches the terminal; bytes of a file name that is not UTF-8 (see `FileNameBytes` in
/// DIFileSystem: U+10FF80...U+10FFFF stand for bytes 0x80-0xFF) are written `\xFF`.
public func lineSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0A: output += "\\n"
        case 0x0D: output += "\\r"
        case 0x09: output += "\\t"
        case 0x00..<0x20, 0x7F: output += "\\x" + hex(scalar.value)
        case 0x80...0x9F, 0x2028, 0x2029: output += "\\u{" + hex(scalar.value) + "}"
        case fileNameByteEscapes: output += "\\x" + hex(scalar.value - fileNameByteEscapes.lowerBound + 0x80)
        default: output.unicodeScalars.append(scalar)
        }
    }
    return output
}

/// The scalars `FileNameBytes` uses for the bytes 0x80-0xFF of names that are not UTF-8.
let fileNameByteEscapes: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, fileNameByteEscapes: true
    default: false
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count % 2 == 1 ? "0" + digits : digits
}
