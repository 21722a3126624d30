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

/// `(first(), second())`, the two computed at the same time: independent serial steps of one phase (each
/// a pass over 100,000 files' names) take the time of the longer one instead of the sum.
public func concurrently<First: Sendable, Second: Sendable>(
    _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    let firsts = ResultSlots<First>(count: 1)
    let seconds = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firsts.store(first(), at: 0) } else { seconds.store(second(), at: 0) }
    }
    return (firsts.values[0]!, seconds.values[0]!)
}
