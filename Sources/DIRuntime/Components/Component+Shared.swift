extension Component {
    /// Returns the one instance `factory` makes for this component, creating it on first use.
    ///
    /// Use it in a computed property: `var store: Store { shared { Store(session: dependency.session) } }`.
    /// Thread-safe: when several threads ask first at the same time, exactly one runs `factory` and the others
    /// wait for its result. The factory may read other `shared` properties of this component. Values are keyed
    /// by the calling function's name (`#function`) and type, as in Needle; a repeated read is a short scan
    /// compared by address, never a string hash, and takes no lock where atomics are available.
    ///
    /// - Note: A factory should not wait for another thread that reads this component's shared values.
    @inlinable
    public final func shared<Value>(__function: StaticString = #function, _ factory: () -> Value) -> Value {
        let boxType = ObjectIdentifier(SharedBox<Value>.self)
        if let entry = existingSharedEntry(named: __function, boxType: boxType) {
            return entry._withUnsafeGuaranteedRef { unsafeDowncast($0, to: SharedBox<Value>.self).value }
        }
        let store = lockedSharedStore()
        // Another thread may have made it between the read above and the lock.
        if let entry = store.entry(named: __function, boxType: boxType) {
            store.unlock()
            return entry._withUnsafeGuaranteedRef { unsafeDowncast($0, to: SharedBox<Value>.self).value }
        }
        let value = factory()
        store.insertAndUnlock(SharedBox(value), named: __function, boxType: boxType)
        return value
    }

    /// Returns the instance `factory` made for this component while something else still holds it, and makes
    /// a new one once it has been released.
    ///
    /// For values that should not outlive their users, such as a screen's model shared by its views. The
    /// component keeps only a weak reference. Thread-safe in the same way as `shared`.
    @inlinable
    public final func weakShared<Value: AnyObject>(
        __function: StaticString = #function,
        _ factory: () -> Value
    ) -> Value {
        let boxType = ObjectIdentifier(WeakSharedBox<Value>.self)
        let store = lockedSharedStore()
        let box = store.entry(named: __function, boxType: boxType)
            .map { unsafeDowncast($0.takeUnretainedValue(), to: WeakSharedBox<Value>.self) }
        if let box, let value = box.value {
            store.unlock()
            return value
        }
        let value = factory()
        if let box {
            box.value = value
            store.unlock()
        } else {
            store.insertAndUnlock(WeakSharedBox(value), named: __function, boxType: boxType)
        }
        return value
    }
}
