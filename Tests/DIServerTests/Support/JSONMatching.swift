import DIProtocol
import Foundation

extension JSONValue {
    /// Whether `actual` equals this expectation, where the string `"$ANY"` stands for any value. Objects must
    /// have exactly the same members, so an unexpected (non-standard) field fails the match.
    func matches(_ actual: JSONValue) -> Bool {
        switch (self, actual) {
        case (.string("$ANY"), _):
            return true
        case (.object(let expected), .object(let actual)):
            return Set(expected.keys) == Set(actual.keys)
                && expected.allSatisfy { key, value in actual[key].map(value.matches) ?? false }
        case (.array(let expected), .array(let actual)):
            return expected.count == actual.count && zip(expected, actual).allSatisfy { $0.matches($1) }
        case (.int(let expected), .double(let actual)), (.double(let actual), .int(let expected)):
            return Double(expected) == actual
        default:
            return self == actual
        }
    }

    /// One line of JSON with sorted keys, for failure messages.
    var compactText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(self)"
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}
