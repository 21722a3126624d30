/// A token of a `Package.swift`, read as text (never run): enough to find target declarations and their
/// literal arguments.
enum ManifestToken: Equatable {
    case word(String)
    /// A string literal's value; nil when it interpolates (`"Sources/\(name)"`), so its value is unknown.
    case string(String?)
    case symbol(UInt8)
}

/// Splits Swift source into words, string literals and single-byte symbols, skipping comments and
/// whitespace. Tolerant: an unterminated string or comment ends the tokens.
func manifestTokens(_ bytes: [UInt8]) -> [ManifestToken] {
    var tokens: [ManifestToken] = []
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
            index = endOfBlockComment(bytes, from: index)
        } else if isWordByte(byte) {
            let start = index
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
            tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
        } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString(bytes, at: index)) {
            let (value, end) = stringLiteral(bytes, from: index)
            tokens.append(.string(value))
            index = end
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            index += 1
        } else {
            tokens.append(.symbol(byte))
            index += 1
        }
    }
    return tokens
}

private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
}

/// Block comments nest in Swift.
private func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
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

private func startsRawString(_ bytes: [UInt8], at start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
}

/// A `"..."`, `"""..."""` or `#"..."#` literal starting at `start`: its value (nil when it interpolates)
/// and the index after it.
private func stringLiteral(_ bytes: [UInt8], from start: Int) -> (String?, Int) {
    var index = start
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
        hashes += 1
        index += 1
    }
    let quote = UInt8(ascii: "\"")
    let quotes = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote ? 3 : 1
    index += quotes
    var value: [UInt8] = []
    var interpolates = false
    while index < bytes.count {
        if bytes[index] == quote, closes(bytes, at: index, quotes: quotes, hashes: hashes) {
            let text = String(decoding: value, as: UTF8.self)
            return (interpolates ? nil : (quotes == 3 ? trimmedMultiline(text) : text), index + quotes + hashes)
        }
        if bytes[index] == UInt8(ascii: "\\"), hasHashes(bytes, after: index, count: hashes) {
            let escaped = index + 1 + hashes
            guard escaped < bytes.count else { break }
            switch bytes[escaped] {
            case UInt8(ascii: "("):
                interpolates = true
                index = endOfInterpolation(bytes, from: escaped)
                continue
            case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
            default: value.append(bytes[escaped])
            }
            index = escaped + 1
            continue
        }
        if quotes == 1, bytes[index] == UInt8(ascii: "\n") { break }
        value.append(bytes[index])
        index += 1
    }
    return (nil, index)
}

private func closes(_ bytes: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
    guard index + quotes + hashes <= bytes.count else { return false }
    for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
    for offset in 0..<hashes where bytes[index + quotes + offset] != UInt8(ascii: "#") { return false }
    return true
}

private func hasHashes(_ bytes: [UInt8], after index: Int, count: Int) -> Bool {
    guard index + count < bytes.count else { return false }
    for offset in 0..<count where bytes[index + 1 + offset] != UInt8(ascii: "#") { return false }
    return true
}

/// Past the `)` that closes an interpolation opened at `open` (nested parentheses and strings skipped).
private func endOfInterpolation(_ bytes: [UInt8], from open: Int) -> Int {
    var depth = 0
    var index = open
    while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"):
            depth -= 1
            if depth == 0 { return index + 1 }
        case UInt8(ascii: "\""):
            index = stringLiteral(bytes, from: index).1
            continue
        default: break
        }
        index += 1
    }
    return bytes.count
}

/// A multi-line literal's value without its opening and closing lines or indentation.
private func trimmedMultiline(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.first?.allSatisfy({ $0 == " " }) == true { lines.removeFirst() }
    if lines.last?.allSatisfy({ $0 == " " }) == true { lines.removeLast() }
    return lines.map { String($0.drop { $0 == " " }) }.joined(separator: "\n")
}
