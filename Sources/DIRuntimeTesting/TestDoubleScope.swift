/// A `withTestDoubles` scope: the mock paths registered inside it are seen only by components created in it
/// (in its task, the tasks it starts, and their child tasks) and are undone when it ends.
///
/// Scopes are how tests running in parallel keep their doubles apart: Swift Testing runs each test in its own
/// task, so a scope per test (the `.isolatedTestDoubles` trait) gives each test its own registrations.
final class TestDoubleScope: @unchecked Sendable {
    /// The scope this one was opened in; its registrations are seen here too, after this scope's own.
    let enclosing: TestDoubleScope?
    /// Guarded by `TestDoubleRegistry`'s lock.
    var table = TestDoubleTable()
    /// Guarded by `TestDoubleRegistry`'s lock.
    var hasEnded = false

    init(enclosing: TestDoubleScope?) {
        self.enclosing = enclosing
    }

    /// The innermost scope of the running task, or `nil` outside every scope (registrations are then
    /// process-wide, as in NeedleFoundationTest).
    @TaskLocal static var current: TestDoubleScope?
}

/// Runs `body` in a new scope of test doubles: mock paths registered in it are seen only by components created
/// in it (this task and its child tasks), and are all undone when it returns or throws.
///
/// Scopes nest: an inner scope sees the registrations of the scopes around it, its own first. Outside any
/// scope, registrations are process-wide and last until `unregister()`.
public func withTestDoubles<Result>(_ body: () throws -> Result) rethrows -> Result {
    let scope = TestDoubleScope(enclosing: TestDoubleScope.current)
    defer { TestDoubleRegistry.shared.end(scope) }
    return try TestDoubleScope.$current.withValue(scope, operation: body)
}

/// Runs `body` in a new scope of test doubles (see the synchronous `withTestDoubles(_:)`).
public func withTestDoubles<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let scope = TestDoubleScope(enclosing: TestDoubleScope.current)
    defer { TestDoubleRegistry.shared.end(scope) }
    return try await TestDoubleScope.$current.withValue(scope, operation: body)
}
