/// Measures UTF-8 scalars in raw bytes without trusting them to be valid.
enum UTF8Scalars {
    /// The byte length of the well-formed scalar starting at `index`, or 1 for a byte that does not start one
    /// (a stray continuation byte, an overlong or surrogate encoding, or a sequence cut short by `end`).
    static func length(at index: Int, in bytes: [UInt8], end: Int) -> Int {
        let lead = bytes[index]
        let expected: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: expected = 2
        case 0xE0: expected = 3; secondLow = 0xA0
        case 0xED: expected = 3; secondHigh = 0x9F
        case 0xE1...0xEF: expected = 3
        case 0xF0: expected = 4; secondLow = 0x90
        case 0xF4: expected = 4; secondHigh = 0x8F
        case 0xF1...0xF3: expected = 4
        default: return 1
        }
        guard index + expected <= end else { return 1 }
        let second = bytes[index + 1]
        guard second >= secondLow, second <= secondHigh else { return 1 }
        for offset in 2..<expected where bytes[index + offset] & 0xC0 != 0x80 { return 1 }
        return expected
    }
}
