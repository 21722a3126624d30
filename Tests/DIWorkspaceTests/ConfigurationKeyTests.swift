import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// `ConfigurationKey` is the one list of `.di-lsp.json`'s keys: the README's table documents exactly those.
final class ConfigurationKeyTests: XCTestCase {
    func testTheReadmeTableListsExactlyTheKeys() throws {
        let readme = try String(contentsOfFile: FileTree.fixturesFolder + "/../../README.md", encoding: .utf8)
        let table = try XCTUnwrap(readme.components(separatedBy: "| key | meaning |\n| --- | --- |\n").dropFirst().first)
        let rows = table.split(separator: "\n").prefix { $0.hasPrefix("| `") }
        let documented = rows.map { $0.split(separator: "`")[1] }.map(String.init)
        let keys = ConfigurationKey.topLevel.filter { $0 != .schema }.map(\.rawValue)
        XCTAssertEqual(Set(documented), Set(keys))
        XCTAssertEqual(documented.count, keys.count)
        // The `units` row spells a unit's keys.
        let units = try XCTUnwrap(rows.first { $0.hasPrefix("| `units` |") })
        let unitKeys = try XCTUnwrap(units.components(separatedBy: "`{").dropFirst().first?.components(separatedBy: "}`").first)
        XCTAssertEqual(
            Set(unitKeys.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }),
            Set(ConfigurationKey.unit.map(\.rawValue)))
    }
}
