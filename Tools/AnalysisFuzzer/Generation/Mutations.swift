/// Byte-level changes to real Swift, aimed at what a tolerant scanner must survive: half-typed code, stray
/// delimiters, cut-off literals and comments, invalid UTF-8, repeated tokens.
enum Mutation: CaseIterable {
    case flipBits, deleteRange, duplicateRange, insertToken, spliceFromOtherFile, truncate, repeatToken, insertInvalidUTF8

    /// Tokens that change how the scanner reads everything after them.
    static let tokens: [String] = [
        "{", "}", "(", ")", "<", ">", "[", "]", "?", "!", "\"", "\"\"\"", "#\"", "\"#", "'", "`", "\\(", "/*", "*/", "//",
        "#if DEBUG\n", "#elseif X\n", "#else\n", "#endif\n", "class ", "protocol ", "extension ", "struct ", "enum ",
        ": Component<", ": BootstrapComponent", ": Dependency", "var x: X { get }", "(parent: self)", "shared { ",
        "final class A: Component<ADependency> {", "protocol ADependency: Dependency {", ".init(parent: self)",
        "@", "$0", "->", "&", ",", ";", "\n", "\r\n", "\t", "\u{0}", "é", "🦄", "\u{202E}", "private ", "fileprivate ",
    ]

    func apply(to bytes: inout [UInt8], other: [UInt8], using random: inout SeededRandom) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
        let length = random.logUniform(upTo: max(1, min(4096, bytes.count - position)))
        switch self {
        case .flipBits:
            guard !bytes.isEmpty else { return }
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        case .deleteRange:
            bytes.removeSubrange(position..<min(bytes.count, position + length))
        case .duplicateRange:
            let range = position..<min(bytes.count, position + length)
            bytes.insert(contentsOf: bytes[range], at: range.upperBound)
        case .insertToken:
            bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: position)
        case .spliceFromOtherFile:
            guard !other.isEmpty else { return }
            let start = Int.random(in: 0..<other.count, using: &random)
            bytes.insert(contentsOf: other[start..<min(other.count, start + length)], at: position)
        case .truncate:
            bytes.removeSubrange(position...)
        case .repeatToken:
            let token = Array(Self.tokens.randomElement(using: &random)!.utf8)
            let count = random.logUniform(upTo: 20_000)
            bytes.insert(contentsOf: (0..<count).flatMap { _ in token }, at: position)
        case .insertInvalidUTF8:
            let stray: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80], [0x80, 0x80], [0xC0, 0xAF]]
            bytes.insert(contentsOf: stray.randomElement(using: &random)!, at: position)
        }
    }
}
