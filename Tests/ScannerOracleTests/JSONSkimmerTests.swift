import Foundation
import XCTest

@testable import scanner_oracle

final class JSONSkimmerTests: XCTestCase {
    private func skim(_ json: String) -> [String: Any]? { JSONSkimmer.object(from: Array(json.utf8)) }

    func testKeepsReadKeysAndSkipsOthersWithoutParsingThem() throws {
        let object = try XCTUnwrap(skim(#"{"_kind":"struct_decl","body":{"x":["}{",{"y":"\"]"}]},"range":{"start":4,"end":9},"actor":true}"#))
        XCTAssertEqual(object["_kind"] as? String, "struct_decl")
        XCTAssertNil(object["body"])
        XCTAssertEqual((object["range"] as? [String: Any])?["start"] as? Int, 4)
        XCTAssertEqual(object["actor"] as? Bool, true)
    }

    func testDecodesEscapes() throws {
        let object = try XCTUnwrap(skim(#"{"filename":"a\/b \"c\" \u00e9\ud83d\ude00\n"}"#))
        XCTAssertEqual(object["filename"] as? String, "a/b \"c\" é😀\n")
    }

    func testMalformedObjectIsRejected() {
        // The shape Swift 6.3's dumper writes after some `type_attributed` nodes.
        XCTAssertNil(skim(#"{"members":[{"_kind":"a"}]},"":{"_kind":"b"}}"#))
        XCTAssertNil(skim(#"{"members":[{"_kind":"a"}"#))
    }

    func testSplitterCutsAtEachSourceFile() {
        let output = #"{"_kind":"source_file","filename":"a.swift","items":[]}{"_kind":"source_file","filename":"b\/c.swift"}"#
        let objects = JSONObjectSplitter.objects(in: Data(output.utf8))
        XCTAssertEqual(objects.compactMap(JSONObjectSplitter.filename(in:)), ["a.swift", "b/c.swift"])
    }
}
