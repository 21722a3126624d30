/// How a file writes what the rewrites do not look at: a UTF-8 byte order mark, and line breaks. The planner
/// rewrites the file without them (`normalizing`) and puts them back (`restoring`), so a Windows-edited script or
/// a source saved with a BOM is matched like any other and comes back byte for byte where nothing changed.
struct TextStyle: Equatable {
    var byteOrderMark = false
    /// Every line break is `\r\n`. A file that mixes both keeps its `\r`s in the text: the readers take a `\r`
    /// before a line break as part of the break (`ScriptReader.words`, `importedModule`).
    var crlf = false

    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text to rewrite, and the style to restore.
    static func normalizing(_ bytes: [UInt8]) -> ([UInt8], TextStyle) {
        var style = TextStyle()
        var text = bytes
        if text.starts(with: bom) {
            style.byteOrderMark = true
            text.removeFirst(bom.count)
        }
        var lineFeeds = 0, pairs = 0
        for (index, byte) in text.enumerated() where byte == UInt8(ascii: "\n") {
            lineFeeds += 1
            if index > 0, text[index - 1] == UInt8(ascii: "\r") { pairs += 1 }
        }
        guard pairs > 0, pairs == lineFeeds else { return (text, style) }
        style.crlf = true
        var unix: [UInt8] = []
        unix.reserveCapacity(text.count - pairs)
        for (index, byte) in text.enumerated() where !(byte == UInt8(ascii: "\r") && index + 1 < text.count && text[index + 1] == UInt8(ascii: "\n")) {
            unix.append(byte)
        }
        return (unix, style)
    }

    /// `text` written in this style.
    func restoring(_ text: [UInt8]) -> [UInt8] {
        var bytes = byteOrderMark ? Self.bom : []
        guard crlf else { return bytes + text }
        bytes.reserveCapacity(bytes.count + text.count + text.count / 16)
        for byte in text {
            if byte == UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\r")) }
            bytes.append(byte)
        }
        return bytes
    }
}

/// The lines of `text`, split at every `\n` scalar (Swift's `Character` split would not split a `\r\n` pair, which
/// is one character); joined with `\n` they give back `text` exactly. Each line shares `text`'s storage.
func lineSlices(_ text: String) -> [Substring] {
    let scalars = text.unicodeScalars
    var lines: [Substring] = []
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
        if scalars[index] == "\n" {
            lines.append(Substring(scalars[start..<index]))
            start = scalars.index(after: index)
        }
        index = scalars.index(after: index)
    }
    lines.append(Substring(scalars[start...]))
    return lines
}
