import DIProtocol
import Foundation
import XCTest

/// Parses JSON text written in a test; fails the test rather than crashing on a typo.
func json(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue {
    do {
        return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    } catch {
        XCTFail("Test JSON does not parse: \(error)", file: file, line: line)
        return .null
    }
}

/// Asserts that `value` encodes to exactly the JSON `expected` (member order ignored) and decodes back to itself.
func assertRoundTrip<Value: Codable & Equatable>(
    _ value: Value, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let encoded = try JSONValue(encoding: value)
        XCTAssertEqual(encoded, json(expected, file: file, line: line), "encoding", file: file, line: line)
        let decoded = try json(expected, file: file, line: line).decode(as: Value.self)
        XCTAssertEqual(decoded, value, "decoding", file: file, line: line)
    } catch {
        XCTFail("Round trip threw \(error)", file: file, line: line)
    }
}

/// The encoded text of a value, for assertions about what is absent.
func encodedText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}
