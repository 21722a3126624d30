/// Plain services the components hand out. Each instance gets a serial number so the example can
/// show which ones are shared.
final class Counter: @unchecked Sendable {
    nonisolated(unsafe) static var next = 0
    static func take() -> Int { next += 1; return next }
}

final class Session { let serial = Counter.take() }
final class Network { let serial = Counter.take() }
final class ImageCache { let serial = Counter.take() }
final class FeedRepository { let serial = Counter.take() }

final class Analytics {
    let destination: String
    init(destination: String) { self.destination = destination }
}

final class Store {
    let owner: String
    init(owner: String) { self.owner = owner }
}
