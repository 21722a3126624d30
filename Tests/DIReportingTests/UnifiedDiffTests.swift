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

    func testTooManyEditsSayHowLongEachSideIs() {
        let diff = unifiedDiff(old: "a\nb\nc", new: "x\ny\nz", oldLabel: "o", newLabel: "n", maximumEdits: 2)
        XCTAssertEqual(diff, "--- o\n+++ n\n(more than 2 lines differ: 3 lines before, 3 after)\n")
    }
}
