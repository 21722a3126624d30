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
@usableFromInline
struct SharedInstanceStoreHeader {
    var mutex: pthread_mutex_t
    /// How many keys are stored; a key is complete before the count that covers it is published.
    var publishedCount: Int
    /// The address of the spilled key buffer as an integer, or 0 while the inline slots suffice.
    var spilledKeysAddress: Int
    var spilledCapacity: Int
    /// Spilled buffers replaced by bigger ones. Freed only in `deinit`, since a lock-free reader may still be
    /// scanning one.
    var retiredKeyBuffers: [UnsafeMutablePointer<SharedInstanceKey>]
}
