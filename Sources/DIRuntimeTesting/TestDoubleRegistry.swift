@_spi(DIRuntimeTesting) import DIRuntime

/// Every test double of the process: the process-wide registrations, those of `withTestDoubles` scopes, and
/// the lookup DIRuntime calls (as its `TestDoubleSource`) when a component is created while any is in effect.
///
/// Each active registration and each live test parent counts once in DIRuntime's `TestDoubleHook`; when the
/// count is back to zero, components are created exactly as in an app.
final class TestDoubleRegistry: TestDoubleSource, @unchecked Sendable {
    /// The registry, installed in DIRuntime the first time it is used.
    static let shared: TestDoubleRegistry = {
        let registry = TestDoubleRegistry()
        TestDoubleHook.install(registry)
        return registry
    }()

    private let lock = Lock()
    /// Process-wide registrations. Guarded by `lock`, as are the scopes' tables and every `isActive`.
    private var processWide = TestDoubleTable()
    private var nextSequence = 0

    /// The sequence number the next registration will get: XCTest's tear-down undoes those from a mark on.
    var nextSequenceNumber: Int {
        lock.withLock { nextSequence }
    }

    /// Registers `double` for `path`, in `scope` or process-wide. Stops when `scope` has already ended (a task
    /// that outlived its scope), since such a registration could never be seen or undone.
    func register(_ double: AnyObject, for path: ComponentTypePath, in scope: TestDoubleScope?) -> TestDoubleRegistration {
        let registration = lock.withLock {
            precondition(
                scope?.hasEnded != true,
                "DIRuntimeTesting: a test double for \(path.description) was registered after its withTestDoubles scope ended.")
            let registration = TestDoubleRegistration(path: path, double: double, sequence: nextSequence, scope: scope)
            nextSequence += 1
            if let scope { scope.table.add(registration) } else { processWide.add(registration) }
            return registration
        }
        TestDoubleHook.beginUse()
        return registration
    }

    /// Undoes `registration` if it is still active; the path then gets the double registered before it, or its
    /// generated provider.
    func unregister(_ registration: TestDoubleRegistration) {
        let removed = lock.withLock {
            guard registration.isActive else { return false }
            registration.isActive = false
            if let scope = registration.scope { return scope.table.remove(registration) }
            return processWide.remove(registration)
        }
        if removed { TestDoubleHook.endUse() }
    }

    /// Undoes every registration made in `scope`; later registrations in it are refused.
    func end(_ scope: TestDoubleScope) {
        let registrations = lock.withLock {
            scope.hasEnded = true
            let registrations = scope.table.all
            for registration in registrations { registration.isActive = false }
            scope.table = TestDoubleTable()
            return registrations
        }
        for _ in registrations { TestDoubleHook.endUse() }
    }

    /// Undoes the process-wide registrations numbered `mark` or later (XCTest's tear-down).
    func undoProcessWideRegistrations(from mark: Int) {
        let registrations = lock.withLock { processWide.all.filter { $0.sequence >= mark } }
        for registration in registrations { unregister(registration) }
    }

    /// Counts a test parent while it lives (see `TestParent`).
    func beginTestParent() { TestDoubleHook.beginUse() }
    func endTestParent() { TestDoubleHook.endUse() }

    // MARK: - TestDoubleSource

    /// A test parent's double for a component created directly under it; otherwise the newest registration of the
    /// component's exact path in the running task's scopes, innermost first, then process-wide.
    func testDouble(for componentType: Scope.Type, under parent: Scope) -> AnyObject? {
        if let testParent = parent as? TestParent { return testParent.double }
        let scope = TestDoubleScope.current
        let leaf = ObjectIdentifier(componentType)
        let mayHaveOne = lock.withLock {
            var next = scope
            while let current = next {
                if current.table.hasRegistrations(endingWith: leaf) { return true }
                next = current.enclosing
            }
            return processWide.hasRegistrations(endingWith: leaf)
        }
        guard mayHaveOne else { return nil }
        let path = ComponentTypePath(of: componentType, under: parent)
        return lock.withLock {
            var next = scope
            while let current = next {
                if let registration = current.table.newest(for: path) { return registration.double }
                next = current.enclosing
            }
            return processWide.newest(for: path)?.double
        }
    }
}
