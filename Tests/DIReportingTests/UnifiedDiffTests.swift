import DIReporting
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(unifiedDiff(old: "a\nb\n", new: "a\nb\n", oldLabel: "x", newLabel: "y"), "")
    }

    func testAChangeIsOneHunkWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 5", with: "line five") + "\nline 11"
        XCTAssertEqual(unifiedDiff(old: old, new: new, oldLabel: "a", newLabel: "b", context: 1), """
            --- a
            +++ b
            @@ -4,3 +4,3 @@
             line 4
            -line 5
            +line five
             line 6
            @@ -10,1 +10,2 @@
             line 10
            +line 11

            """)
    }

    /// Applying every hunk's `-` and `+` lines to the old text gives the new one, whatever the edits.
    func testTheDiffTurnsTheOldTextIntoTheNewOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "\(Int.random(in: 0...5, using: &generator))" }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                if !new.isEmpty, Bool.random(using: &generator) { new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
                new.insert("x\(Int.random(in: 0...3, using: &generator))", at: Int.random(in: 0...new.count, using: &generator))
            }
            let diff = unifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldLabel: "a", newLabel: "b", context: 100)
            if old == new { XCTAssertEqual(diff, ""); continue }
            let body = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast()
            XCTAssertEqual(body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }, old.isEmpty ? [""] : old, diff)
            XCTAssertEqual(body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }, new.isEmpty ? [""] : new, diff)
        }
    }

    /// The script is a shortest one: as many `-` and `+` lines as a longest common subsequence leaves (checked by
    /// dynamic programming on 2,000 seeded pairs of small texts over a small alphabet, where ties abound).
    func testTheDiffIsAShortestOne() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<2_000 {
            let old = (0..<next(14)).map { _ in "\(next(3))" }, new = (0..<next(14)).map { _ in "\(next(3))" }
            var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
            for i in stride(from: old.count - 1, through: 0, by: -1) {
                for j in stride(from: new.count - 1, through: 0, by: -1) {
                    table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            let diff = unifiedDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n"), oldLabel: "a", newLabel: "b", context: 100)
            let body = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast()
            let edits = body.count { $0.hasPrefix("+") || $0.hasPrefix("-") }
            // Empty texts are one empty line to the diff.
            let lines = (max(old.count, 1), max(new.count, 1))
            let common = old.isEmpty || new.isEmpty ? (old.isEmpty && new.isEmpty ? 1 : 0) : table[0][0]
            XCTAssertEqual(edits, old == new ? 0 : lines.0 + lines.1 - 2 * common, "\(old) -> \(new)\n\(diff)")
            XCTAssertEqual(body.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }, old == new ? [] : (old.isEmpty ? [""] : old))
            XCTAssertEqual(body.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }, old == new ? [] : (new.isEmpty ? [""] : new))
        }
    }

    func testTooManyEditsSayHowLongEachSideIs() {
        let diff = unifiedDiff(old: "a\nb\nc", new: "x\ny\nz", oldLabel: "o", newLabel: "n", maximumEdits: 2)
        XCTAssertEqual(diff, "--- o\n+++ n\n(more than 2 lines differ: 3 lines before, 3 after)\n")
    }
}
