/// A 32-bit hash of a name as the scanner records names read as members in code (`TypeDeclaration.memberNames`):
/// its length and first and last eight bytes mixed, the lowest bit set for a member read. Names are kept as hashes
/// because a file reads hundreds of them: a collision can only make a requirement count as read, which silences a
/// warning, never raises one.
public enum NameHash {
    /// The hash of `name` read as a member (`x.name`).
    public static func member(_ name: String) -> UInt32 { of(name.utf8) | 1 }

    /// The hash of a type's name (`FeedComponent`), as `FileSummary.signatureTypeNames` holds them.
    public static func type(_ name: String) -> UInt32 { of(name.utf8) }

    /// Sorted, each once, in storage of its own size (for short lists).
    static func sortedOnce(_ hashes: [UInt32]) -> [UInt32] {
        guard hashes.count > 1 else { return hashes }
        return exactlySized(Array(Set(hashes)).sorted())
    }

    /// The hash of a name's bytes: its length and its first and last eight bytes, mixed, so that it costs the
    /// same for any length (the scanner hashes every lower-case name it passes).
    static func of(_ bytes: some Collection<UInt8>) -> UInt32 {
        let array = Array(bytes)
        return array.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return mix(first: 0, last: 0, length: 0) }
            return of(base, start: 0, length: buffer.count, count: buffer.count, isMember: false)
        }
    }

    /// The hash of the `length` bytes at `start` of a buffer of `count` bytes, as a member or bare name.
    @inline(__always)
    static func of(_ base: UnsafePointer<UInt8>, start: Int, length: Int, count: Int, isMember: Bool) -> UInt32 {
        let first: UInt64
        let last: UInt64
        if length >= 8 {
            first = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            last = UnsafeRawPointer(base + start + length - 8).loadUnaligned(as: UInt64.self)
        } else if start + 8 <= count {
            first = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self) & ((1 << UInt64(8 * length)) &- 1)
            last = first
        } else {
            var value: UInt64 = 0
            for index in 0..<length { value |= UInt64(base[start + index]) << UInt64(8 * index) }
            first = value
            last = value
        }
        return mix(first: first, last: last, length: length) | (isMember ? 1 : 0)
    }

    @inline(__always)
    private static func mix(first: UInt64, last: UInt64, length: Int) -> UInt32 {
        let mixed = (first ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
        return UInt32(truncatingIfNeeded: mixed >> 32) & ~1
    }
}
