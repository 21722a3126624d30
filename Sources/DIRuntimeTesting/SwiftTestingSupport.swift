#if canImport(Testing) && compiler(>=6.1)
import Testing

/// Runs each test (and each case of a parameterised test) in its own `withTestDoubles` scope: the mock paths it
/// registers are seen only by components it creates, even while other tests run in parallel, and are undone
/// when it ends. Apply it to a suite or a test: `@Suite(.isolatedTestDoubles)`.
public struct IsolatedTestDoublesTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// A scope per test case; none for the suite itself, whose tests each get their own.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> IsolatedTestDoublesTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTestDoubles { try await function() }
    }
}

extension Trait where Self == IsolatedTestDoublesTrait {
    /// Each test gets its own scope of test doubles (see `IsolatedTestDoublesTrait`).
    public static var isolatedTestDoubles: Self { IsolatedTestDoublesTrait() }
}
#endif
