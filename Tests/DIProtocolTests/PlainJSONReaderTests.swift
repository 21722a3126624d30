@testable import DIProtocol
import DITestSupport
import Foundation
import XCTest

/// The plain JSON reader (`PlainJSONReader`) gives exactly what `JSONDecoder` gives, or leaves the text to it:
/// checked on messages as clients write them, on every edge the reader hands back, and on thousands of random
/// values and byte-level mutants of them, each decoded both ways.
final class PlainJSONReaderTests: XCTestCase {
    /// What `MessageDecoder.decode` answered before the plain reader: `JSONDecoder`, then classification.
    private func decodedByFoundation(_ body: Data) -> Result<JSONRPCMessage, MessageDecoder.Failure> {
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: body) else {
            return .failure(MessageDecoder.Failure(id: nil, error: .parseError("The message body is not valid JSON")))
        }
        return MessageDecoder.classify(json)
    }

    private func assertSameAsFoundation(_ text: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let body = Data(text)
        XCTAssertEqual(MessageDecoder.decode(body), decodedByFoundation(body), String(decoding: text.prefix(300), as: UTF8.self), file: file, line: line)
    }

    func testMessagesAndEdgesDecodeAsJSONDecoderDecodesThem() {
        let texts = [
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a%20b.swift"},"position":{"line":3,"character":7}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"contentChanges":[{"text":"é 🦄 \u00e9 \ud83e\udd84 \n\t\"\\\/ \b\f\r"}],"textDocument":{"uri":"file:///x","version":2}}}"#,
            #"{"jsonrpc":"2.0","id":"a\u0000b","result":[true,false,null,[],{},-0,0,-9223372036854775808,9223372036854775807]}"#,
            #"  {"jsonrpc" : "2.0" , "id" : 9223372036854775808 , "method" : "x" }  "#,
            #"{"jsonrpc":"2.0","id":1e3,"method":"x"}"#, #"{"jsonrpc":"2.0","id":1.0,"method":"x"}"#,
            #"{"jsonrpc":"2.0","id":-1.5e400,"method":"x"}"#, #"{"jsonrpc":"2.0","id":01,"method":"x"}"#,
            #"{"jsonrpc":"2.0","id":1,"id":2,"method":"x"}"#, #"{"jsonrpc":"2.0","method":"x","params":{"a":"\ud800"}}"#,
            #"{"jsonrpc":"2.0","method":"x","params":{"a":"\udc00\ud800"}}"#, #"{"jsonrpc":"2.0","method":"x","params":["\x"]}"#,
            #"{"jsonrpc":"2.0","method":"x","params":[1,]}"#, #"{"jsonrpc":"2.0","method":"x",}"#, "", " ", "[]", "1", "-", "tru",
            "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"a\":\"tab\tinside\"}}", "\u{FEFF}{}", #"{"a":1} x"#,
            String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
            #"{"jsonrpc":"2.0","method":"x","params":"# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}",
        ]
        for text in texts { assertSameAsFoundation(Array(text.utf8)) }
        // The plain reader takes what clients send (the comparisons above are not all fallbacks).
        for text in texts.prefix(3) { XCTAssertNotNil(plainlyRead(Array(text.utf8)), text) }
        XCTAssertNil(plainlyRead(Array(texts[4].utf8)), "an exponent goes to JSONDecoder")
        // Bytes that are not UTF-8, inside strings and outside them.
        for bytes: [UInt8] in [[0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0xFF]] {
            assertSameAsFoundation(bytes)
        }
    }

    func testRandomValuesAndTheirMutantsDecodeAsJSONDecoderDecodesThem() {
        var generator = SplitMix64(seed: 2026)
        var plainlyTaken = 0
        defer { XCTAssertGreaterThan(plainlyTaken, 1000, "the plain reader took too few of the 3,000 messages to prove much") }
        for _ in 0..<3000 {
            let message: [String: Any] = ["jsonrpc": "2.0", "id": randomScalar(&generator), "method": "m", "params": ["v": randomValue(&generator, depth: 0)]]
            guard let data = try? JSONSerialization.data(withJSONObject: message) else { continue }
            var bytes = [UInt8](data)
            assertSameAsFoundation(bytes)
            if plainlyRead(bytes) != nil { plainlyTaken += 1 }
            for _ in 0..<3 {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
                case 1: bytes.remove(at: position)
                case 2: bytes.insert([0x5C, 0x22, 0x2C, 0x7D, 0x5D, 0x30, 0x65, 0x80, 0x00].randomElement(using: &generator)!, at: position)
                default: bytes = Array(bytes[..<position])
                }
                assertSameAsFoundation(bytes)
                if bytes.isEmpty { break }
            }
        }
    }

    private func plainlyRead(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { PlainJSONReader.read($0) }
    }

    private func randomScalar(_ generator: inout SplitMix64) -> Any {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return Int.random(in: Int.min...Int.max, using: &generator)
        case 1: return Int.random(in: -1000...1000, using: &generator)
        case 2: return Double.random(in: -1e6...1e6, using: &generator)
        case 3: return true
        case 4: return NSNull()
        case 5: return ["a", "é", "🦄", "\u{0}", "\n\"\\/", "\u{7F}\u{80}\u{FFFF}", "x y z"].randomElement(using: &generator)!
        case 6: return UInt64.max
        case 7: return String((0..<Int.random(in: 0..<40, using: &generator)).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
        default: return 0
        }
    }

    private func randomValue(_ generator: inout SplitMix64, depth: Int) -> Any {
        guard depth < 6, Int.random(in: 0..<3, using: &generator) == 0 else { return randomScalar(&generator) }
        let count = Int.random(in: 0..<5, using: &generator)
        if Bool.random(using: &generator) { return (0..<count).map { _ in randomValue(&generator, depth: depth + 1) } }
        var object: [String: Any] = [:]
        for index in 0..<count { object["k\(index)\(["", "é", "\u{1F984}"].randomElement(using: &generator)!)"] = randomValue(&generator, depth: depth + 1) }
        return object
    }
}
