#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One component's `shared` and `weakShared` values, with the recursive mutex that guards them.
///
/// A `ManagedBuffer` whose header is the entry list and whose single element is the mutex, so a component pays
/// one allocation for both. Entries are found by the address of the call site's `#function` string, then
/// compared as text only when the address misses (the same text may live at two addresses when code is
/// inlined into another module). Components declare few shared values, so a linear scan beats hashing.
@usableFromInline
final class SharedInstanceStore: ManagedBuffer<ContiguousArray<SharedInstanceEntry>, pthread_mutex_t> {
    /// A new, empty store with its mutex ready.
    static func make() -> SharedInstanceStore {
        let buffer = create(minimumCapacity: 1) { _ in [] }
        let store = unsafeDowncast(buffer, to: SharedInstanceStore.self)
        store.withUnsafeMutablePointerToElements { RecursiveMutex.initialize($0) }
        return store
    }

    deinit {
        withUnsafeMutablePointerToElements { RecursiveMutex.destroy($0) }
    }

    @usableFromInline
    func lock() {
        withUnsafeMutablePointerToElements { RecursiveMutex.lock($0) }
    }

    @usableFromInline
    func unlock() {
        withUnsafeMutablePointerToElements { RecursiveMutex.unlock($0) }
    }

    /// The box stored under `name` with class `boxType`, or `nil`. Call with the lock held.
    @usableFromInline
    func box(named name: StaticString, boxType: ObjectIdentifier) -> AnyObject? {
        withUnsafeMutablePointerToHeader { entries in
            if name.hasPointerRepresentation {
                let address = UnsafeRawPointer(name.utf8Start)
                for entry in entries.pointee where entry.nameAddress == address && entry.boxType == boxType {
                    return entry.box
                }
            }
            for entry in entries.pointee where entry.boxType == boxType && entry.hasName(name) {
                return entry.box
            }
            return nil
        }
    }

    /// Stores `box` under `name` and its class. Call with the lock held, after `box(named:boxType:)` missed.
    @usableFromInline
    func insert(_ box: AnyObject, named name: StaticString, boxType: ObjectIdentifier) {
        withUnsafeMutablePointerToHeader { entries in
            entries.pointee.append(SharedInstanceEntry(name: name, boxType: boxType, box: box))
        }
    }
}

/// One stored value: which call site made it (by name and box class) and the box holding it.
@usableFromInline
struct SharedInstanceEntry {
    /// The name's address when it has one (a `#function` literal always does), for the fast comparison.
    let nameAddress: UnsafeRawPointer?
    let name: StaticString
    let boxType: ObjectIdentifier
    let box: AnyObject

    init(name: StaticString, boxType: ObjectIdentifier, box: AnyObject) {
        self.nameAddress = name.hasPointerRepresentation ? UnsafeRawPointer(name.utf8Start) : nil
        self.name = name
        self.boxType = boxType
        self.box = box
    }

    /// Whether this entry's name has the same text as `other`.
    func hasName(_ other: StaticString) -> Bool {
        name.withUTF8Buffer { mine in
            other.withUTF8Buffer { theirs in mine.elementsEqual(theirs) }
        }
    }
}
