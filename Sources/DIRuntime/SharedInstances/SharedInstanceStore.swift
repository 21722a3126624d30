#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One component's `shared` and `weakShared` values, with the recursive mutex that guards them.
///
/// A `ManagedBuffer` whose header holds the mutex and whose elements are the first few keys, so a component
/// pays one allocation for all of it; more keys move to a separate buffer. Keys are found by the address of
/// the call site's `#function` text, then compared as text only when the address misses (the same text may
/// live at two addresses when code is inlined into another module). Components declare few shared values,
/// so a scan beats hashing.
@usableFromInline
final class SharedInstanceStore: ManagedBuffer<SharedInstanceStoreHeader, SharedInstanceKey> {
    /// Keys stored inside the object before spilling to a separate buffer.
    private static let inlineCapacity = 4

    /// A new, empty store with its mutex ready.
    ///
    /// Not inlined: inlined into a component's `init`, the new store got an extra retain and release there.
    @inline(never)
    static func make() -> SharedInstanceStore {
        let buffer = create(minimumCapacity: inlineCapacity) { _ in
            SharedInstanceStoreHeader(mutex: pthread_mutex_t(), count: 0, spilledKeys: nil, spilledCapacity: 0)
        }
        let store = unsafeDowncast(buffer, to: SharedInstanceStore.self)
        store.withUnsafeMutablePointerToHeader { RecursiveMutex.initialize(&$0.pointee.mutex) }
        return store
    }

    deinit {
        withUnsafeMutablePointers { header, inlineKeys in
            let keys = header.pointee.spilledKeys ?? inlineKeys
            for index in 0..<header.pointee.count {
                keys[index].entry.release()
            }
            keys.deinitialize(count: header.pointee.count)
            header.pointee.spilledKeys?.deallocate()
            RecursiveMutex.destroy(&header.pointee.mutex)
        }
    }

    /// The repeated-read path in one call: the entry for `name` and `boxType` if there is one, read under the
    /// lock. When it returns `nil` the lock is still held, and the caller must end with `insertAndUnlock`.
    /// The entry is unretained: it lives as long as this store, which the caller's component keeps.
    @usableFromInline
    func entryOrLock(named name: StaticString, boxType: ObjectIdentifier) -> Unmanaged<SharedEntry>? {
        lock()
        guard let entry = findEntry(named: name, boxType: boxType) else {
            return nil
        }
        unlock()
        return entry
    }

    /// Stores `entry` under `name` and its class, then unlocks. Call with the lock held, after a miss.
    @usableFromInline
    func insertAndUnlock(_ entry: SharedEntry, named name: StaticString, boxType: ObjectIdentifier) {
        insert(entry, named: name, boxType: boxType)
        unlock()
    }

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
        findEntry(named: name, boxType: boxType)
    }

    /// The scan behind `entry(named:boxType:)`, inlined into the repeated-read path to save a call.
    @inline(__always)
    private func findEntry(named name: StaticString, boxType: ObjectIdentifier) -> Unmanaged<SharedEntry>? {
        withUnsafeMutablePointers { header, inlineKeys in
            let keys = UnsafeBufferPointer(start: header.pointee.spilledKeys ?? inlineKeys, count: header.pointee.count)
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
    }

    /// Adds a key for `entry`, retaining it. Call with the lock held.
    private func insert(_ entry: SharedEntry, named name: StaticString, boxType: ObjectIdentifier) {
        let key = SharedInstanceKey(name: name, boxType: boxType, entry: Unmanaged.passRetained(entry))
        withUnsafeMutablePointers { header, inlineKeys in
            let count = header.pointee.count
            if let spilled = header.pointee.spilledKeys {
                if count == header.pointee.spilledCapacity {
                    let grown = UnsafeMutablePointer<SharedInstanceKey>.allocate(capacity: count * 2)
                    grown.moveInitialize(from: spilled, count: count)
                    spilled.deallocate()
                    header.pointee.spilledKeys = grown
                    header.pointee.spilledCapacity = count * 2
                }
            } else if count == Self.inlineCapacity {
                let spilled = UnsafeMutablePointer<SharedInstanceKey>.allocate(capacity: count * 2)
                spilled.moveInitialize(from: inlineKeys, count: count)
                header.pointee.spilledKeys = spilled
                header.pointee.spilledCapacity = count * 2
            }
            (header.pointee.spilledKeys ?? inlineKeys).advanced(by: count).initialize(to: key)
            header.pointee.count = count + 1
        }
    }
}
