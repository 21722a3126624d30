import XCTest

@testable import DIScanner

/// Inputs built to provoke quadratic work; each must scan quickly (a quadratic path would take
/// minutes at these sizes) and give sensible output.
final class PathologicalInputTests: XCTestCase {
    func testRepeatedOpenersScan() {
        XCTAssertEqual(scan(String(repeating: "(", count: 200_000)).declarations.count, 0)
        XCTAssertEqual(scan(String(repeating: "\"\\(", count: 50_000)).notes.count, 1)
        XCTAssertEqual(scan(String(repeating: "@a(\n", count: 50_000)).declarations.count, 0)
        XCTAssertEqual(scan("let x = " + String(repeating: "a<", count: 100_000)).declarations.count, 0)
        XCTAssertEqual(scan(String(repeating: "/*", count: 100_000)).notes.map(\.message), ["unterminated block comment"])
        XCTAssertEqual(scan(String(repeating: "class A {\n  func f() {\n", count: 20_000)).declarations.count, 20_000)
    }

    func testManyImportsAreDeduplicatedInLinearTime() {
        let source = (0..<30_000).map { "import M\($0 % 20_000)\n" }.joined()
        XCTAssertEqual(scan(source).imports.count, 20_000)
    }

    func testLongElseifChainsCapTheExcludedList() {
        let source = "#if A0\n" + (1..<20_000).map { "#elseif A\($0)\nclass C\($0) {}\n" }.joined() + "#endif\n"
        let summary = scan(source)
        XCTAssertEqual(summary.declarations.count, 19_999)
        XCTAssertEqual(summary.declarations.last?.conditions.first?.excluded.count, Parser.maximumExcludedBranches)
        XCTAssertEqual(summary.declarations[2].conditions, [Condition(expression: "A3", excluded: ["A0", "A1", "A2"])])
    }

    /// Nesting of input size never recurses without bound: type bodies nest 100 deep at most and are
    /// read as code beyond; blocks, brackets and `#if` are counted in loops.
    func testDeepNestingScansWithoutRecursion() {
        let types = String(repeating: "struct S {\n", count: 100_000) + String(repeating: "}\n", count: 100_000)
        // Beyond the limit, an unindented `struct S {` line reads as a sibling after a missing `}`.
        XCTAssertEqual(scan(types).declarations.count, 100_000)
        let blocks = "func f() " + String(repeating: "{", count: 1_000_000) + String(repeating: "}", count: 1_000_000)
        XCTAssertEqual(scan(blocks).notes, [])
        let conditions = String(repeating: "#if A\n", count: 100_000) + "class C {}\n" + String(repeating: "#endif\n", count: 100_000)
        XCTAssertEqual(scan(conditions).declarations.first?.conditions.count, 100_000)
    }
}
