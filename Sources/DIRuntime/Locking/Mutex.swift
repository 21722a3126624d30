#if canImport(Darwin)
import Darwin
#elseif canImport(Synchronization)
import Synchronization
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A non-recursive lock for state that never calls out while locked (the provider registry).
///
/// `os_unfair_lock` on Darwin and the standard library's futex-based `Synchronization.Mutex` on Linux: the
/// cheapest lock on each, which matters because every component's creation takes it once (glibc's
/// `pthread_mutex_t` cost a tenth of a component's creation in the benchmark). A default `pthread_mutex_t`
/// elsewhere. Heap-allocated where the API needs a stable address; one per process.
final class Mutex: @unchecked Sendable {
    #if canImport(Darwin)
    private let lockPointer: UnsafeMutablePointer<os_unfair_lock>
    #elseif canImport(Synchronization)
    private let lock = Synchronization.Mutex<Void>(())
    #else
    private let lockPointer: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init() {
        #if canImport(Darwin)
        lockPointer = .allocate(capacity: 1)
        lockPointer.initialize(to: os_unfair_lock())
        #elseif !canImport(Synchronization)
        lockPointer = .allocate(capacity: 1)
        lockPointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lockPointer, nil)
        #endif
    }

    deinit {
        #if canImport(Darwin)
        lockPointer.deinitialize(count: 1)
        lockPointer.deallocate()
        #elseif !canImport(Synchronization)
        pthread_mutex_destroy(lockPointer)
        lockPointer.deinitialize(count: 1)
        lockPointer.deallocate()
        #endif
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lockPointer)
        defer { os_unfair_lock_unlock(lockPointer) }
        return try body()
        #elseif canImport(Synchronization)
        return try lock.withLock { _ in try body() }
        #else
        pthread_mutex_lock(lockPointer)
        defer { pthread_mutex_unlock(lockPointer) }
        return try body()
        #endif
    }
}
