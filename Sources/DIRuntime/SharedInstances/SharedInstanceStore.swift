#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One component's `shared` and `weakShared` values, with the recursive mutex that guards their creation.
///
/// A `ManagedBuffer` whose header holds the mutex and whose elements are the first few keys, so a store is one
/// allocation; more keys move to a separate buffer. Created on a component's first `shared` call (see
/// `Scope.sharedStoreWord`), so components without shared values pay nothing for it.
///
/// Keys are append-only and published with release ordering (the key first, then the count covering it), so
/// where atomics are available (`AtomicWord`) a repeated read scans them without taking the lock; elsewhere
/// it reads under the lock. Keys are found by the address of the call site's `#function` text, then compared
/// as text only when the address misses (the same text may live at two addresses when code is inlined into
/// another module). Components declare few shared values, so a scan beats hashing.
@usableFromInline
final class SharedInstanceStore: ManagedBuffer<SharedInstanceStoreHeader, SharedInstanceKey> {
    /// Keys stored inside the object before spilling to a separate buffer.
    private static let inlineCapacity = 4

    /// A new, empty store with its mutex ready.
    static func make() -> SharedInstanceStore {
        let buffer = create(minimumCapacity: inlineCapacity) { _ in
            SharedInstanceStoreHeader(
                publishedCount: 0, spilledKeysAddress: 0, mutex: pthread_mutex_t(), spilledCapacity: 0,
                retiredKeyBuffers: [])
        }
        assert(MemoryLayout<SharedInstanceStoreHeader>.offset(of: \.publishedCount) == publishedCountOffset
            && MemoryLayout<SharedInstanceStoreHeader>.offset(of: \.spilledKeysAddress) == spilledKeysOffset)
        let store = unsafeDowncast(buffer, to: SharedInstanceStore.self)
        store.withUnsafeMutablePointerToHeader { RecursiveMutex.initialize(&$0.pointee.mutex) }
        return store
    }

    deinit {
        withUnsafeMutablePointers { header, inlineKeys in
            let keys = Self.keys(header, inlineKeys)
            for index in 0..<header.pointee.publishedCount {
                keys[index].entry.release()
            }
            if header.pointee.spilledKeysAddress != 0 {
                keys.deallocate()
            }
            for retired in header.pointee.retiredKeyBuffers {
                retired.deallocate()
            }
            RecursiveMutex.destroy(&header.pointee.mutex)
        }
    }

    /// The entry stored under `name` whose class is `boxType`, or `nil`, read without the lock.
    ///
    /// Call only where atomics are available; it sees every key published before it started.
    #if canImport(Synchronization)
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @inline(__always)
    func publishedEntry(named name: StaticString, boxType: ObjectIdentifier) -> Unmanaged<SharedEntry>? {
        withUnsafeMutablePointers { header, inlineKeys in
            let raw = UnsafeMutableRawPointer(header)
            // Count first: a count is published after the buffer holding its keys, so this buffer has them.
            let count = AtomicWord.loadAcquiring(raw + Self.publishedCountOffset)
            let spilled = AtomicWord.loadAcquiring(raw + Self.spilledKeysOffset)
            let keys = UnsafeMutablePointer<SharedInstanceKey>(bitPattern: spilled) ?? inlineKeys
            return Self.find(name, boxType, in: UnsafeBufferPointer(start: keys, count: count))
        }
    }
    #endif

    @usableFromInline
    func lock() {
        withUnsafeMutablePointerToHeader { RecursiveMutex.lock(&$0.pointee.mutex) }
    }

    @usableFromInline
    func unlock() {
        withUnsafeMutablePointerToHeader { RecursiveMutex.unlock(&$0.pointee.mutex) }
    }

    /// The entry stored under `name` whose class is `boxType`, or `nil`. Call with the lock held.
    @usableFromInline
    func entry(named name: StaticString, boxType: ObjectIdentifier) -> Unmanaged<SharedEntry>? {
        withUnsafeMutablePointers { header, inlineKeys in
            let keys = Self.keys(header, inlineKeys)
            return Self.find(name, boxType, in: UnsafeBufferPointer(start: keys, count: header.pointee.publishedCount))
        }
    }

    /// Stores `entry` under `name` and its class, then unlocks. Call with the lock held, after a miss.
    @usableFromInline
    func insertAndUnlock(_ entry: SharedEntry, named name: StaticString, boxType: ObjectIdentifier) {
        insert(entry, named: name, boxType: boxType)
        unlock()
    }

    /// The scan shared by the locked and lock-free reads: by address first, then by text.
    @inline(__always)
    private static func find(
        _ name: StaticString,
        _ boxType: ObjectIdentifier,
        in keys: UnsafeBufferPointer<SharedInstanceKey>
    ) -> Unmanaged<SharedEntry>? {
        if name.hasPointerRepresentation {
            let address = UnsafeRawPointer(name.utf8Start)
            for key in keys where key.nameAddress == address && key.boxType == boxType {
                return key.entry
            }
        }
        for key in keys where key.boxType == boxType && key.hasName(name) {
            return key.entry
        }
        return nil
    }

    @inline(__always)
    private static func keys(
        _ header: UnsafeMutablePointer<SharedInstanceStoreHeader>,
        _ inlineKeys: UnsafeMutablePointer<SharedInstanceKey>
    ) -> UnsafeMutablePointer<SharedInstanceKey> {
        UnsafeMutablePointer(bitPattern: header.pointee.spilledKeysAddress) ?? inlineKeys
    }

    /// A pointer to one field of the header (for the mutex-guarded fields; see `insert`).
    private static func field<Value>(
        _ keyPath: WritableKeyPath<SharedInstanceStoreHeader, Value>,
        of header: UnsafeMutablePointer<SharedInstanceStoreHeader>
    ) -> UnsafeMutablePointer<Value> {
        (UnsafeMutableRawPointer(header) + MemoryLayout<SharedInstanceStoreHeader>.offset(of: keyPath)!)
            .assumingMemoryBound(to: Value.self)
    }

    private static var publishedCountOffset: Int { SharedInstanceStoreHeader.publishedCountOffset }
    private static var spilledKeysOffset: Int { SharedInstanceStoreHeader.spilledKeysOffset }

    /// Adds a key for `entry`, retaining it. Call with the lock held. Never overwrites or frees a key buffer a
    /// lock-free reader may be scanning: a full buffer is copied into a bigger one, which is published before
    /// the count that includes the new key.
    private func insert(_ entry: SharedEntry, named name: StaticString, boxType: ObjectIdentifier) {
        let key = SharedInstanceKey(name: name, boxType: boxType, entry: Unmanaged.passRetained(entry))
        withUnsafeMutablePointers { header, inlineKeys in
            let count = header.pointee.publishedCount
            var keys = Self.keys(header, inlineKeys)
            let capacity = header.pointee.spilledKeysAddress == 0 ? Self.inlineCapacity : header.pointee.spilledCapacity
            if count == capacity {
                let grown = UnsafeMutablePointer<SharedInstanceKey>.allocate(capacity: capacity * 2)
                grown.initialize(from: keys, count: count)
                // Written through pointers to the fields themselves: `header.pointee.field = ...` is a formal
                // write access to the whole header, which lock-free readers are reading (ThreadSanitizer
                // reports it as a race on `publishedCount`).
                if header.pointee.spilledKeysAddress != 0 {
                    Self.field(\.retiredKeyBuffers, of: header).pointee.append(keys)
                }
                keys = grown
                Self.field(\.spilledCapacity, of: header).pointee = capacity * 2
            }
            keys.advanced(by: count).initialize(to: key)
            let raw = UnsafeMutableRawPointer(header)
            Self.publish(Int(bitPattern: keys == inlineKeys ? nil : keys), at: raw + Self.spilledKeysOffset)
            Self.publish(count + 1, at: raw + Self.publishedCountOffset)
        }
    }

    /// Writes a word that lock-free readers load: a release store where atomics are available.
    @inline(__always)
    private static func publish(_ value: Int, at address: UnsafeMutableRawPointer) {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            AtomicWord.storeReleasing(value, at: address)
            return
        }
        #endif
        address.storeBytes(of: value, as: Int.self)
    }
}
