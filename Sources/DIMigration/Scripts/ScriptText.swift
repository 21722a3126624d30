/// Shell text as it sits in a file: raw (a shell script, a Makefile, XcodeGen's YAML, a Swift multi-line string),
/// or inside a string literal whose escapes are two characters (an Xcode project's `shellScript = "..."`, a Swift
/// one-line string), where `\"` is a quote, `\n` a line break, `\\` a backslash, and a bare `"` ends the script.
///
/// The scanner reads the file's own bytes in place, so an edit replaces a span of the file as written and
/// everything around it stays byte for byte.
enum ScriptQuoting: Sendable {
    case raw
    case escapedString
    /// A Swift multi-line string: escapes as in `escapedString`, but a bare `"` is text, and a backslash ending
    /// a line joins it to the next.
    case swiftMultiline
}

/// One character of script as the shell sees it, with the span of the file it was read from.
struct ScriptCharacter {
    let value: UInt8
    let range: Range<Int>
    /// A bare `"` in an escaped string: the end of the literal, and so of the script.
    let endsLiteral: Bool
}

/// Reads shell characters from `bytes` starting at an offset, decoding the quoting's escapes.
struct ScriptReader {
    let bytes: [UInt8]
    let quoting: ScriptQuoting

    func character(at offset: Int) -> ScriptCharacter? {
        guard offset < bytes.count else { return nil }
        let byte = bytes[offset]
        guard quoting != .raw else { return ScriptCharacter(value: byte, range: offset..<offset + 1, endsLiteral: false) }
        if byte == UInt8(ascii: "\""), quoting == .escapedString {
            return ScriptCharacter(value: byte, range: offset..<offset + 1, endsLiteral: true)
        }
        guard byte == UInt8(ascii: "\\"), offset + 1 < bytes.count else {
            return ScriptCharacter(value: byte, range: offset..<offset + 1, endsLiteral: false)
        }
        let decoded: UInt8
        switch bytes[offset + 1] {
        case UInt8(ascii: "n"): decoded = UInt8(ascii: "\n")
        case UInt8(ascii: "t"): decoded = UInt8(ascii: "\t")
        case UInt8(ascii: "\n") where quoting == .swiftMultiline: decoded = UInt8(ascii: " ")  // Swift joins the lines
        default: decoded = bytes[offset + 1]  // \" \\ and anything else: the character itself
        }
        return ScriptCharacter(value: decoded, range: offset..<offset + 2, endsLiteral: false)
    }

    /// The character that ends just before `offset`, reading backwards (an escape is two bytes).
    func character(before offset: Int) -> ScriptCharacter? {
        guard offset > 0 else { return nil }
        if quoting != .raw, offset >= 2, bytes[offset - 2] == UInt8(ascii: "\\"),
           offset < 3 || bytes[offset - 3] != UInt8(ascii: "\\") {
            return character(at: offset - 2)
        }
        return character(at: offset - 1)
    }

    /// Text in this quoting: `"` escaped inside an escaped string.
    func encoded(_ text: String) -> String {
        guard quoting != .raw else { return text }
        var output = ""
        for character in text {
            switch character {
            case "\"" where quoting == .escapedString: output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            default: output.append(character)
            }
        }
        return output
    }
}

/// A word of a shell command: its value with quotes removed (variables left as written) and where it is.
struct ShellWord: Equatable {
    let value: String
    let range: Range<Int>
}

extension ScriptReader {
    /// The words of the simple command starting at `offset`, up to its end: a line break that is not escaped, `;`,
    /// `&`, `|`, `)`, a comment, or the end of an escaped string. Quotes group words; a backslash before a line
    /// break continues the command.
    func words(from offset: Int) -> [ShellWord] {
        var words: [ShellWord] = []
        var position = offset
        var value: [UInt8] = []
        var start: Int?
        var quote: UInt8?
        func finishWord(at end: Int) {
            if let wordStart = start { words.append(ShellWord(value: String(decoding: value, as: UTF8.self), range: wordStart..<end)) }
            value = []
            start = nil
        }
        while let character = character(at: position) {
            if character.endsLiteral { break }
            let byte = character.value
            if let open = quote {
                if byte == open { quote = nil } else { value.append(byte) }
                position = character.range.upperBound
                continue
            }
            if byte == UInt8(ascii: "\\"), let next = self.character(at: character.range.upperBound), next.value == UInt8(ascii: "\n") {
                finishWord(at: character.range.lowerBound)
                position = next.range.upperBound  // a continued line
                continue
            }
            // A `\r` is blank: in a file that mixes line breaks it ends a line with the `\n` after it.
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                finishWord(at: character.range.lowerBound)
                position = character.range.upperBound
                continue
            }
            if [UInt8(ascii: "\n"), UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: ")"), UInt8(ascii: "`")].contains(byte)
                || (byte == UInt8(ascii: "#") && start == nil) {
                break
            }
            if start == nil { start = character.range.lowerBound }
            // `$(NAME)` (Make's variables, the shell's command substitution) is part of the word, its `)` too.
            if byte == UInt8(ascii: "$"), let next = self.character(at: character.range.upperBound), next.value == UInt8(ascii: "(") {
                value.append(byte)
                var depth = 0
                var inner = character.range.upperBound
                while let member = self.character(at: inner), !member.endsLiteral, member.value != UInt8(ascii: "\n") {
                    value.append(member.value)
                    inner = member.range.upperBound
                    if member.value == UInt8(ascii: "(") { depth += 1 }
                    if member.value == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
                position = inner
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else { value.append(byte) }
            position = character.range.upperBound
        }
        finishWord(at: position)
        // A word still open at the end of the script ends where reading stopped.
        return words
    }

    /// Whether the line holding `offset` has a comment (`#`, or `//` in Swift) before it.
    func isCommentedOut(_ offset: Int, swiftComments: Bool) -> Bool {
        var position = offset
        var previous: UInt8?
        while let character = character(before: position), character.value != UInt8(ascii: "\n") {
            if character.value == UInt8(ascii: "#") {
                let before = self.character(before: character.range.lowerBound)?.value
                if before == nil || before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n")
                    || before == UInt8(ascii: "\"") { return true }
            }
            if swiftComments, character.value == UInt8(ascii: "/"), previous == UInt8(ascii: "/") { return true }
            previous = character.value
            position = character.range.lowerBound
        }
        return false
    }
}

extension ScriptReader {
    /// The shell variables the script assigns (`NAME=value`, `export NAME=value`, quotes removed), in order, with
    /// the offset of the line each is on: what a later command's `${NAME}` stands for. One pass over the text.
    func assignments() -> [(lineStart: Int, name: String, value: String)] {
        var found: [(lineStart: Int, name: String, value: String)] = []
        var lineStart = 0
        var position = 0
        while let character = character(at: position) {
            position = character.range.upperBound
            guard character.value == UInt8(ascii: "\n") || position >= bytes.count else { continue }
            var words = self.words(from: lineStart).map(\.value)
            defer { lineStart = position }
            if words.first == "export" { words.removeFirst() }
            guard let assignment = words.first, let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else { continue }
            let name = String(assignment[..<equals])
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            found.append((lineStart, name, String(assignment[assignment.index(after: equals)...])))
        }
        return found
    }
}
