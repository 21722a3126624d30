/// Where a scope keeps its `shared` values: a `SharedInstanceStore` created on the first `shared` call.
///
/// Most components declare no shared values, so creating the store (an allocation and a mutex) lazily halves
/// the objects a component costs. Where atomics are available (`AtomicWord`), the store is published with a
/// compare-and-exchange and both the store and its keys are read without a lock; elsewhere the store is created
/// with the component, so the word never changes after `init`, and values are read under the store's mutex.
extension Scope {
    /// The address of `sharedStoreWord`, the first stored property of `Scope`, a root class.
    @inline(__always)
    private var sharedStoreWordAddress: UnsafeMutableRawPointer {
        storedPropertiesAddress
    }

    /// Called at the end of `init`: creates the store eagerly where it cannot be published lock-free.
    @inline(__always)
    func prepareSharedStore() {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            return
        }
        #endif
        sharedStoreWordAddress.storeBytes(of: Self.retainedWord(SharedInstanceStore.make()), as: Int.self)
    }

    /// Called from `deinit`: releases the store if one was made.
    @inline(__always)
    func releaseSharedStore() {
        Self.store(at: sharedStoreWordAddress.load(as: Int.self))?.release()
    }

    /// The entry for `name` and `boxType` if that value was already made; the repeated-read path of `shared`.
    @usableFromInline
    final func existingSharedEntry(named name: StaticString, boxType: ObjectIdentifier) -> Unmanaged<SharedEntry>? {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            // Unmanaged: the store lives as long as this scope, which the caller holds.
            guard let store = Self.store(at: AtomicWord.loadAcquiring(sharedStoreWordAddress)) else {
                return nil
            }
            return store._withUnsafeGuaranteedRef { $0.publishedEntry(named: name, boxType: boxType) }
        }
        #endif
        let store = lockedSharedStore()
        defer { store.unlock() }
        return store.entry(named: name, boxType: boxType)
    }

    /// This scope's store with its mutex locked, created first if needed. The caller must unlock it.
    @usableFromInline
    final func lockedSharedStore() -> SharedInstanceStore {
        let address = sharedStoreWordAddress
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            if let store = Self.store(at: AtomicWord.loadAcquiring(address))?.takeUnretainedValue() {
                store.lock()
                return store
            }
            let made = SharedInstanceStore.make()
            let outcome = AtomicWord.compareExchange(expected: 0, desired: Self.retainedWord(made), at: address)
            if outcome.exchanged {
                made.lock()
                return made
            }
            // Another thread published its store first: use that one, and drop ours.
            Unmanaged.passUnretained(made).release()
            let winner = Self.store(at: outcome.original)!.takeUnretainedValue()
            winner.lock()
            return winner
        }
        #endif
        let store = Self.store(at: address.load(as: Int.self))!.takeUnretainedValue()
        store.lock()
        return store
    }

    /// `store` retained once, as the integer kept in `sharedStoreWord`.
    private static func retainedWord(_ store: SharedInstanceStore) -> Int {
        Int(bitPattern: Unmanaged.passRetained(store).toOpaque())
    }

    /// The store whose retained address is `word`, unmanaged; `nil` for 0.
    @inline(__always)
    private static func store(at word: Int) -> Unmanaged<SharedInstanceStore>? {
        UnsafeRawPointer(bitPattern: word).map { Unmanaged<SharedInstanceStore>.fromOpaque($0) }
    }
}
