#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A non-recursive lock for state that never calls out while locked (the provider registry).
///
/// `os_unfair_lock` on Darwin (the cheapest lock there), a default `pthread_mutex_t` elsewhere. Heap-allocated
/// so its address is stable, as both APIs require; one per process, so the allocation does not matter.
final class Mutex: @unchecked Sendable {
    #if canImport(Darwin)
    private let lockPointer: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let lockPointer: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init() {
        #if canImport(Darwin)
        lockPointer = .allocate(capacity: 1)
        lockPointer.initialize(to: os_unfair_lock())
        #else
        lockPointer = .allocate(capacity: 1)
        lockPointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lockPointer, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(lockPointer)
        #endif
        lockPointer.deinitialize(count: 1)
        lockPointer.deallocate()
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lockPointer)
        defer { os_unfair_lock_unlock(lockPointer) }
        #else
        pthread_mutex_lock(lockPointer)
        defer { pthread_mutex_unlock(lockPointer) }
        #endif
        return try body()
    }
}
