import Foundation
import XCTest

/// docs/CONTRIBUTING.md names, for each checklist step, the test that fails when the step is skipped: every test it
/// names (`ClassName.testName`, or a class alone) must exist, so a renamed or deleted test cannot leave a step
/// unguarded while the checklist still points at it.
final class ContributingChecklistTests: XCTestCase {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func testEveryTestTheChecklistsNameExists() throws {
        let checklist = try String(contentsOfFile: Self.packageRoot + "/docs/CONTRIBUTING.md", encoding: .utf8)
        let sources = try testSources()
        let named = checklist.matches(of: /`([A-Z][A-Za-z]*Tests)(?:\.(test[A-Za-z]+))?`/)
        XCTAssertGreaterThan(named.count, 15, "the checklists name their tests")
        for match in named {
            let (type, test) = (String(match.output.1), match.output.2.map(String.init))
            guard let body = sources.first(where: { $0.contains("class \(type): XCTestCase") }) else {
                XCTFail("docs/CONTRIBUTING.md names \(type), which no test file declares")
                continue
            }
            if let test { XCTAssertTrue(body.contains("func \(test)("), "docs/CONTRIBUTING.md names \(type).\(test), which does not exist") }
        }
    }

    private func testSources() throws -> [String] {
        let root = Self.packageRoot + "/Tests"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
    }
}
