/// A workspace's disk work: at most one refresh running and one waiting (later ones merge into it), and whether
/// diagnostics wait for a batch of watched changes to be read whole.
struct DiskRefreshQueue {
    private(set) var waiting = DiskRefresh()
    private(set) var isRunning = false
    /// Set while a batch of watched changes (more than a slice) is read and taken, until its last refresh is
    /// applied: a half-taken branch switch would show errors that are not there.
    var awaitsBatch = false

    /// Whether nothing runs and nothing waits.
    var isIdle: Bool { !isRunning && waiting.isEmpty }

    mutating func ask(_ refresh: DiskRefresh) { waiting.merge(refresh) }

    /// The refresh to start now, when none runs and one waits; it counts as running until `finish()`.
    mutating func start() -> DiskRefresh? {
        guard !isRunning, !waiting.isEmpty else { return nil }
        defer { waiting = DiskRefresh() }
        isRunning = true
        return waiting
    }

    mutating func finish() { isRunning = false }
}
