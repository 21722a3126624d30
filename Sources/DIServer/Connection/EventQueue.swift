import Foundation

/// The main loop's inbox: any thread may post, the loop takes everything pending at once.
///
/// Taking all pending events in one go is what lets the loop coalesce a burst of `didChange`s into one
/// analysis (see `LanguageServer.run()`).
public final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [Event] = []

    public init() {}

    public func post(_ event: Event) {
        condition.lock()
        pending.append(event)
        condition.signal()
        condition.unlock()
    }

    public func post(contentsOf events: [Event]) {
        guard !events.isEmpty else { return }
        condition.lock()
        pending.append(contentsOf: events)
        condition.signal()
        condition.unlock()
    }

    /// Whether an event is waiting: long work looks between slices and yields to it.
    var hasPending: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !pending.isEmpty
    }

    /// Blocks until at least one event is pending, then returns all of them in arrival order.
    public func takeAll() -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty { condition.wait() }
        let taken = pending
        pending.removeAll(keepingCapacity: true)
        return taken
    }
}
