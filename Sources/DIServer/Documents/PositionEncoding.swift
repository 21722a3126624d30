import DIProtocol

/// What `Position.character` counts in this session: UTF-16 code units unless client and server agreed otherwise.
///
/// The core speaks UTF-8 byte offsets; this encoding exists only at the server's edge (see `PositionConverter`).
public enum PositionEncoding: Sendable, Hashable {
    case utf8
    case utf16
    case utf32

    /// The spec's default, which every client supports.
    public static let `default` = PositionEncoding.utf16

    public init?(_ kind: PositionEncodingKind) {
        switch kind {
        case .utf8: self = .utf8
        case .utf16: self = .utf16
        case .utf32: self = .utf32
        default: return nil
        }
    }

    public var kind: PositionEncodingKind {
        switch self {
        case .utf8: return .utf8
        case .utf16: return .utf16
        case .utf32: return .utf32
        }
    }

    /// Picks the encoding to announce in `InitializeResult`: UTF-8 when the client offers it, since documents are
    /// UTF-8 bytes and the conversion is then nearly free; otherwise the mandatory UTF-16.
    public static func negotiate(clientSupports offered: [PositionEncodingKind]) -> PositionEncoding {
        offered.contains(.utf8) ? .utf8 : .utf16
    }

    /// How many units of this encoding a scalar of `byteCount` UTF-8 bytes takes. An invalid byte counts as one.
    func units(forScalarOfByteCount byteCount: Int) -> Int {
        switch self {
        case .utf8: return byteCount
        case .utf16: return byteCount == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}
