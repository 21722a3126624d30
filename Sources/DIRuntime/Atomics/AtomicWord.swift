#if canImport(Synchronization)
import Synchronization
#endif

/// Acquire loads, release stores and a compare-and-exchange on a word of memory the caller owns, so that
/// lazily created state can be published without a lock and read without one.
///
/// Uses the standard library's `Synchronization.Atomic`, which Linux always has and Apple platforms have from
/// macOS 15 / iOS 18. Callers check `#if canImport(Synchronization)` and `#available` and otherwise take a
/// locked path (the package supports macOS 13); on Linux the check costs nothing. The word is addressed by
/// pointer because a component cannot hold an `Atomic` stored property while the package deploys to macOS 13.
enum AtomicWord {
    #if canImport(Synchronization)
    /// The word at `address`, with acquire ordering: what was written before its release store is visible.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    static func loadAcquiring(_ address: UnsafeMutableRawPointer) -> Int {
        address.assumingMemoryBound(to: Atomic<Int>.self).pointee.load(ordering: .acquiring)
    }

    /// Writes `value` at `address` with release ordering, publishing everything written before it.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    static func storeReleasing(_ value: Int, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Atomic<Int>.self).pointee.store(value, ordering: .releasing)
    }

    /// Replaces the word at `address` with `desired` if it is still `expected`; returns the word it found.
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    static func compareExchange(
        expected: Int,
        desired: Int,
        at address: UnsafeMutableRawPointer
    ) -> (exchanged: Bool, original: Int) {
        address.assumingMemoryBound(to: Atomic<Int>.self).pointee.compareExchange(
            expected: expected, desired: desired, ordering: .acquiringAndReleasing)
    }
    #endif
}
