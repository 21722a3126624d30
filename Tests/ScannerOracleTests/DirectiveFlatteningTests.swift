import XCTest

@testable import scanner_oracle

final class DirectiveFlatteningTests: XCTestCase {
    private func flatten(_ source: String) -> String? {
        DirectiveFlattening.flatten(Array(source.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    func testFileWithoutDirectivesIsLeftAlone() {
        XCTAssertNil(flatten("struct A {}\n"))
    }

    /// The expected text: the lines at `blanked` (0-based) turned into spaces of the same length.
    private func blanking(_ lines: [String], _ blanked: Set<Int>) -> String {
        lines.enumerated().map { blanked.contains($0.offset) ? String(repeating: " ", count: $0.element.utf8.count) : $0.element }
            .joined(separator: "\n")
    }

    func testBlanksDirectiveLinesAndKeepsEveryOffset() throws {
        let lines = ["struct A {", "  #if os(iOS)", "  var a: Int", "  #else", "  var b: Int", "  #endif", "}", ""]
        let source = lines.joined(separator: "\n")
        let flat = try XCTUnwrap(flatten(source))
        XCTAssertEqual(flat.utf8.count, source.utf8.count)
        XCTAssertEqual(flat, blanking(lines, [1, 3, 5]))
    }

    func testConditionContinuedOnTheNextLineIsBlankedToo() throws {
        let lines = ["#if os(iOS) ||", "  os(tvOS)", "struct A {}", "#endif", ""]
        XCTAssertEqual(try XCTUnwrap(flatten(lines.joined(separator: "\n"))), blanking(lines, [0, 1, 3]))
    }

    func testDirectiveAfterOtherTokensOnTheLine() throws {
        XCTAssertEqual(try XCTUnwrap(flatten("struct A {\n}#endif\n")), "struct A {\n}      \n")
        XCTAssertEqual(
            try XCTUnwrap(flatten("  case .e: return \"e\" #if canImport(Darwin)\n")),
            "  case .e: return \"e\"                      \n")
    }

    func testMidLineIfBeforeAQuoteIsTakenForStringContent() {
        XCTAssertNil(flatten("let text = \"#if DEBUG\"\n"))
    }

    func testErrorDirectivesAreBlankedSoInactiveBranchesDoNotFire() throws {
        let flat = try XCTUnwrap(flatten("#if os(Windows)\n#error(\"unsupported\")\n#endif\n"))
        XCTAssertFalse(flat.contains("#"))
    }
}
