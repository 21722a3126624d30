#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The store's fixed part: its mutex and where its keys are.
@usableFromInline
struct SharedInstanceStoreHeader {
    var mutex: pthread_mutex_t
    var count: Int
    /// Keys beyond the inline slots move here, all of them, when the inline slots fill up.
    var spilledKeys: UnsafeMutablePointer<SharedInstanceKey>?
    var spilledCapacity: Int
}
