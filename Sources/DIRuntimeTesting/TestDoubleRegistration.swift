/// One test double registered for one path, by a `MockComponentPath`.
final class TestDoubleRegistration: @unchecked Sendable {
    let path: ComponentTypePath
    let double: AnyObject
    /// When it was made, process-wide: the newest registration of a path wins, and XCTest's tear-down undoes the
    /// process-wide ones made after a mark.
    let sequence: Int
    /// The `withTestDoubles` scope it belongs to, or `nil` when it is process-wide.
    let scope: TestDoubleScope?
    /// Guarded by `TestDoubleRegistry`'s lock: false once unregistered or once its scope has ended.
    var isActive = true

    init(path: ComponentTypePath, double: AnyObject, sequence: Int, scope: TestDoubleScope?) {
        self.path = path
        self.double = double
        self.sequence = sequence
        self.scope = scope
    }
}
