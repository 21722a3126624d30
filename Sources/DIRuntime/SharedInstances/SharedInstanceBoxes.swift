/// Holds one `shared { ... }` value for as long as its component lives.
///
/// A class so the store can keep values of any type in one array of `AnyObject`; the box's own type is part
/// of the store's key, which makes reading it back with `unsafeDowncast` safe.
@usableFromInline
final class SharedBox<Value> {
    @usableFromInline
    let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// Holds one `weakShared { ... }` value weakly, so it lives only while something else keeps it.
@usableFromInline
final class WeakSharedBox<Value: AnyObject> {
    @usableFromInline
    weak var value: Value?

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
