/// How many paths from a root lead somewhere: exact while it fits in an `Int`; `saturated` past `Int.max` in an
/// acyclic graph (a diamond 70 levels deep has 2^70); `unbounded` through a loop (a folder in a folder has as
/// many paths as there are depths). Saturation is said as "more than 9,223,372,036,854,775,807", never as a loop.
public struct PathCount: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The exact count; `Int.max` when saturated or unbounded.
    public let value: Int
    /// Through a loop: every depth of it is a path.
    public let isUnbounded: Bool
    /// Past `Int.max`, without a loop.
    public let isSaturated: Bool

    public init(_ value: Int) {
        self.value = value
        isUnbounded = false
        isSaturated = false
    }

    private init(unbounded: Bool) {
        value = .max
        isUnbounded = unbounded
        isSaturated = !unbounded
    }

    public static let zero = PathCount(0)
    public static let one = PathCount(1)
    public static let unbounded = PathCount(unbounded: true)
    public static let saturated = PathCount(unbounded: false)

    /// Whether the count is exact (neither saturated nor unbounded).
    public var isExact: Bool { !isUnbounded && !isSaturated }

    /// Saturating: a sum past `Int.max` is saturated; anything through a loop is unbounded.
    public static func + (lhs: PathCount, rhs: PathCount) -> PathCount {
        guard !lhs.isUnbounded, !rhs.isUnbounded else { return .unbounded }
        guard !lhs.isSaturated, !rhs.isSaturated else { return .saturated }
        let (sum, overflow) = lhs.value.addingReportingOverflow(rhs.value)
        return overflow ? .saturated : PathCount(sum)
    }

    public static func < (lhs: PathCount, rhs: PathCount) -> Bool {
        (lhs.rank, lhs.value) < (rhs.rank, rhs.value)
    }

    private var rank: Int { isUnbounded ? 2 : isSaturated ? 1 : 0 }

    /// "12", "more than 9,223,372,036,854,775,807", or "unboundedly many".
    public var description: String {
        isUnbounded ? "unboundedly many" : isSaturated ? "more than " + Self.maximumSpelled : String(value)
    }

    /// `Int.max` with thousands separators, as the saturated count says it.
    public static let maximumSpelled = "9,223,372,036,854,775,807"
}
