#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Undoes, when the current test ends, every process-wide mock path registered from now on: call it first
    /// in `setUp()`, and the test's registrations never leak into the next test.
    ///
    /// XCTest runs one test at a time, so process-wide registrations are enough there. To scope a whole test
    /// instead (registrations seen only by its own task), override `invokeTest()` with
    /// `withTestDoubles { super.invokeTest() }`.
    public func undoTestDoublesAtTearDown() {
        let mark = TestDoubleRegistry.shared.nextSequenceNumber
        addTeardownBlock { TestDoubleRegistry.shared.undoProcessWideRegistrations(from: mark) }
    }
}
#endif
