/// Swift's access levels, ordered from least to most visible.
public enum AccessLevel: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// The level given by a list of modifiers; setter-only forms such as `private(set)` are ignored.
    public init(modifiers: [String]) {
        for modifier in modifiers {
            switch modifier {
            case "private": self = .private; return
            case "fileprivate": self = .fileprivate; return
            case "internal": self = .internal; return
            case "package": self = .package; return
            case "public": self = .public; return
            case "open": self = .open; return
            default: continue
            }
        }
        self = .internal
    }

    public var description: String {
        switch self {
        case .private: "private"
        case .fileprivate: "fileprivate"
        case .internal: "internal"
        case .package: "package"
        case .public: "public"
        case .open: "open"
        }
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
