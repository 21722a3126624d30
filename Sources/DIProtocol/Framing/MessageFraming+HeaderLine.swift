extension MessageFraming {
    /// `content-length:`, the start of the one header that matters, compared ignoring case.
    static let marker = Array("content-length:".utf8)

    /// The longest `Content-Length` line `headerLineStart` recognises, without its CR LF.
    static let longestHeaderLine = marker.count + maximumBlanks + maximumDigits + maximumBlanks
    private static let maximumBlanks = 16
    private static let maximumDigits = 20

    /// Where the first complete `Content-Length: N\r\n` line ending in `from..<to` starts, if it starts at or
    /// after `lowerBound`. Found by its CR LF, then read backwards, so the scan is one pass over the bytes.
    func headerLineStart(searchingFrom from: Int, to end: Int, notBefore lowerBound: Int) -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            var index = from
            while index + 1 < end {
                if bytes[index] == 13, bytes[index + 1] == 10,
                    let start = Self.headerLineStart(endingAt: index, in: bytes, notBefore: lowerBound)
                {
                    return start
                }
                index += 1
            }
            return nil
        }
    }

    /// Reads `content-length:`, blanks, digits, blanks backwards from the CR at `lineEnd`.
    private static func headerLineStart(
        endingAt lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>, notBefore lowerBound: Int
    ) -> Int? {
        var index = lineEnd - 1
        func skip(upTo limit: Int, while accepted: (UInt8) -> Bool) -> Int {
            var count = 0
            while index >= lowerBound, count < limit, accepted(bytes[index]) {
                index -= 1
                count += 1
            }
            return count
        }
        let isBlank: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
        _ = skip(upTo: maximumBlanks, while: isBlank)
        guard skip(upTo: maximumDigits, while: { $0 >= 48 && $0 <= 57 }) > 0 else { return nil }
        _ = skip(upTo: maximumBlanks, while: isBlank)
        let start = index - (marker.count - 1)
        guard start >= lowerBound, matches(marker, at: start, in: bytes) else { return nil }
        return start
    }

    /// Whether `content-length:` starts at `index` of the buffer.
    func matchesMarker(at index: Int) -> Bool {
        buffer.withUnsafeBufferPointer { Self.matches(Self.marker, at: index, in: $0) }
    }

    private static func matches(_ lowercased: [UInt8], at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, index + lowercased.count <= bytes.count else { return false }
        for offset in lowercased.indices {
            var byte = bytes[index + offset]
            if byte >= 65, byte <= 90 { byte += 32 }
            if byte != lowercased[offset] { return false }
        }
        return true
    }
}
