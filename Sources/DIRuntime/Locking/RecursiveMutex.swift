#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Thin wrappers over a POSIX recursive mutex, the one lock both Darwin and Glibc provide without Foundation.
///
/// Recursive because a `shared { ... }` factory may read another `shared` property of the same component
/// while the first one's lock is held (Needle used `NSRecursiveLock` for the same reason). The mutex lives in
/// memory the caller owns (tail-allocated in `SharedInstanceStore`), so creating one costs no extra allocation.
enum RecursiveMutex {
    /// Prepares `mutex` for use; call once before `lock`.
    static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        let status = pthread_mutex_init(mutex, recursiveMutexAttributes)
        precondition(status == 0, "DIRuntime: pthread_mutex_init failed with status \(status)")
    }

    /// Releases the mutex's resources; the mutex must be unlocked.
    static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
    }

    static func lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_lock(mutex)
    }

    static func unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_unlock(mutex)
    }
}

/// The attributes every recursive mutex is made with, prepared once rather than per component.
/// Written only by its own lazy initialiser and read-only afterwards, hence `nonisolated(unsafe)`.
private nonisolated(unsafe) let recursiveMutexAttributes: UnsafeMutablePointer<pthread_mutexattr_t> = {
    let attributes = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
    pthread_mutexattr_init(attributes)
    #if canImport(Darwin)
    pthread_mutexattr_settype(attributes, PTHREAD_MUTEX_RECURSIVE)
    #else
    pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    #endif
    return attributes
}()
