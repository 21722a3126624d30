#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The store's fixed part: its mutex and where its keys are.
///
/// `publishedCount` and `spilledKeysAddress` are read without the lock where atomics are available, so they
/// are written only through `SharedInstanceStore.publish(_:at:)`; everything else is guarded by the mutex.
/// Those two come first, so their offsets are constants (`publishedCountOffset`, `spilledKeysOffset`):
/// offsets computed from key paths cost a `swift_once` check on every read.
@usableFromInline
struct SharedInstanceStoreHeader {
    /// How many keys are stored; a key is complete before the count that covers it is published.
    var publishedCount: Int
    /// The address of the spilled key buffer as an integer, or 0 while the inline slots suffice.
    var spilledKeysAddress: Int
    var mutex: pthread_mutex_t
    var spilledCapacity: Int
    /// Spilled buffers replaced by bigger ones. Freed only in `deinit`, since a lock-free reader may still be
    /// scanning one.
    var retiredKeyBuffers: [UnsafeMutablePointer<SharedInstanceKey>]
}

extension SharedInstanceStoreHeader {
    /// Where `publishedCount` is, from the start of the header.
    static var publishedCountOffset: Int { 0 }
    /// Where `spilledKeysAddress` is, from the start of the header.
    static var spilledKeysOffset: Int { MemoryLayout<Int>.stride }
}
