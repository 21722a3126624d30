/// Swift's access levels, ordered from least to most visible.
public enum AccessLevel: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// The level given by a list of modifiers; setter-only forms such as `private(set)` are ignored.
    public init(modifiers: [String]) {
        self = AccessLevel.explicit(in: modifiers) ?? .internal
    }

    /// The level a list of modifiers writes, nil when it writes none (so a default applies: the extension's
    /// level for a member of an extension with an access modifier, else internal).
    public static func explicit(in modifiers: [String]) -> AccessLevel? {
        for modifier in modifiers {
            switch modifier {
            case "private": return .private
            case "fileprivate": return .fileprivate
            case "internal": return .internal
            case "package": return .package
            case "public": return .public
            case "open": return .open
            default: continue
            }
        }
        return nil
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
