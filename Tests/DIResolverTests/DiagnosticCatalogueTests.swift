import DIResolver
import DITestSupport
import Foundation
import XCTest

/// The README's table of diagnostic codes is the catalogue, row for row: a code added, removed or given another
/// default severity without the documentation fails here.
final class DiagnosticCatalogueTests: XCTestCase {
    func testTheReadmeTableListsExactlyTheCatalogue() throws {
        let readme = try String(contentsOfFile: FileTree.fixturesFolder + "/../../README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "### Diagnostic codes").dropFirst().first)
        let rows = section.split(separator: "\n").prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
        let documented = rows.map { row -> String in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return "\(cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))) \(cells[1])"
        }
        let catalogue = DiagnosticCode.allCases.map { code in
            "\(code.rawValue) \(code.isEnabledByDefault ? "\(code.defaultSeverity)" : "off")"
        }
        XCTAssertEqual(documented, catalogue)
    }

    func testEveryCodeHasASummaryAndHelp() {
        for code in DiagnosticCode.allCases {
            XCTAssertTrue(code.rule.summary.hasSuffix("."), code.rawValue)
            XCTAssertFalse(code.rule.help.isEmpty, code.rawValue)
        }
    }
}
