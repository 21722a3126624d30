/// One stored `shared` or `weakShared` value.
///
/// Its dynamic class (`SharedBox<Value>` or `WeakSharedBox<Value>`) is part of the store's key, which makes
/// reading it back with `unsafeDowncast` safe.
@usableFromInline
class SharedEntry {
    @usableFromInline
    init() {}
}

/// Holds one `shared { ... }` value for as long as its component lives.
@usableFromInline
final class SharedBox<Value>: SharedEntry {
    @usableFromInline
    let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// Holds one `weakShared { ... }` value weakly, so it lives only while something else keeps it.
@usableFromInline
final class WeakSharedBox<Value: AnyObject>: SharedEntry {
    @usableFromInline
    weak var value: Value?

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
