import DIScanner

/// A type written in the source, reduced to a canonical spelling so that types compare as Swift sees them:
/// `Optional<T>` and `T?`, `Array<T>` and `[T]`, `Dictionary<K, V>` and `[K: V]`, `((T))` and `T`, `any P` and
/// `P`, `A & B` and `B & A`, `Void` and `()`, and any whitespace differences all give the same `canonical` text.
///
/// Module qualifiers are kept here (`Foundation.URL`); `TypeMatcher` decides when they may be dropped,
/// because that depends on which names the workspace declares, and expands the workspace's type aliases.
public struct TypeSignature: Hashable, Sendable, CustomStringConvertible {
    /// The canonical spelling, e.g. `[String:[Int]]?`.
    public let canonical: String
    /// The text as the user wrote it (whitespace-normalised by the scanner), for messages.
    public let written: String

    /// Brackets (`(`, `[`, `<`) nested deeper than this are not canonicalised: the rest of the text is kept as
    /// written, without whitespace, so reading never recurses without bound. The scanner notes such a type as
    /// damage (`maximumTypeTextNesting`), so no "not found" answer rests on its comparison.
    public static let maximumNesting = maximumTypeTextNesting

    public init(_ written: String) {
        self.written = written
        if Self.isPlainName(written) {
            // `Session`, `Module.Session`: nothing to canonicalise, and most types look so.
            canonical = written == "Void" || written == "Swift.Void" ? "()" : written
        } else {
            var parser = TypeTextParser(Array(written.utf8))
            canonical = parser.parseWhole()
        }
    }

    /// Letters, digits, `_`, `.` and non-ASCII only: no sugar, generics, parentheses or spaces.
    private static func isPlainName(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte >= 0x80
        }
    }

    public var description: String { written }
}
