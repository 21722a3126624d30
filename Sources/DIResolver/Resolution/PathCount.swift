/// How many paths from a root lead somewhere: exact while it fits in an `Int`, `unbounded` through a loop
/// (a folder in a folder has as many paths as there are depths) or past `Int.max`.
public struct PathCount: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The exact count; meaningless when `isUnbounded`.
    public let value: Int
    public let isUnbounded: Bool

    public init(_ value: Int) {
        self.value = value
        isUnbounded = false
    }

    private init(unbounded: Void) {
        value = .max
        isUnbounded = true
    }

    public static let zero = PathCount(0)
    public static let one = PathCount(1)
    public static let unbounded = PathCount(unbounded: ())

    /// Saturating: a sum past `Int.max` is unbounded.
    public static func + (lhs: PathCount, rhs: PathCount) -> PathCount {
        guard !lhs.isUnbounded, !rhs.isUnbounded else { return .unbounded }
        let (sum, overflow) = lhs.value.addingReportingOverflow(rhs.value)
        return overflow ? .unbounded : PathCount(sum)
    }

    public static func < (lhs: PathCount, rhs: PathCount) -> Bool {
        (lhs.isUnbounded ? 1 : 0, lhs.value) < (rhs.isUnbounded ? 1 : 0, rhs.value)
    }

    public var description: String { isUnbounded ? "unboundedly many" : String(value) }
}
