import Foundation

/// The one place that configures `JSONEncoder` for the wire.
///
/// Keys are sorted so that encoded messages are deterministic (fixtures and tests compare bytes), and slashes are
/// not escaped because some editors compare URIs textually.
enum JSONCoding {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
