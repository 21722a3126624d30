/// A stack of open brackets with manual storage, used by the code-skipping loop.
///
/// An `Array` here costs a uniqueness check and a capacity check on every push, about a fifth of
/// all tokens; this stack is a pointer and two integers. The owner must call `deallocate()` once.
struct BracketStack {
    private var storage: UnsafeMutablePointer<OpenBracket>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        storage = UnsafeMutablePointer<OpenBracket>.allocate(capacity: capacity)
    }

    @inline(__always)
    mutating func append(_ bracket: OpenBracket) {
        if count == capacity { grow() }
        (storage + count).initialize(to: bracket)
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<OpenBracket>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// The top bracket; only valid when `count > 0`.
    @inline(__always)
    var top: OpenBracket { storage[count - 1] }

    @inline(__always) @discardableResult
    mutating func removeLast() -> OpenBracket {
        count -= 1
        return storage[count]
    }

    /// Drops brackets until `count == newCount` (no-op when already at or below it).
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        if count > newCount { count = newCount }
    }

    func deallocate() { storage.deallocate() }
}
