import Dispatch

/// `items.map(transform)`, computed on all cores when there are enough items to be worth it. The
/// transform must not depend on order; results come back in the items' order.
public func parallelMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], minimumCount: Int = 8, _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
    guard items.count >= minimumCount else { return items.map(transform) }
    let results = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results.store(transform(items[index]), at: index)
    }
    return results.values.map { $0! }
}

/// Write-once slots filled by concurrent workers, each writing only its own index. The buffer is
/// allocated once: `Array.withUnsafeMutableBufferPointer` from several threads would race on the array.
final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ value: Value, at index: Int) { storage[index] = value }

    var values: [Value?] { Array(storage) }
}
