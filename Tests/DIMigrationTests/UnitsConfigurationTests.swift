import DIFileSystem
@testable import DIMigration
import DIWorkspace
import XCTest

/// What a migration writes into `.di-lsp.json` is what the loader reads: one list of keys serves both.
final class UnitsConfigurationTests: XCTestCase {
    func testWrittenUnitsLoadAsWritten() throws {
        let unit = MigratedUnit(
            name: "App", generatedFile: "App/NeedleGenerated.swift", include: ["App", "Features"],
            excludeContaining: ["Mocks"], excludeSuffixes: ["Tests"], sources: ["build.sh:3"])
        let text = try unitsConfiguration([unit], existing: nil).get()
        XCTAssertTrue(text.contains(#"{"name": "App", "include": ["App", "Features"], "excludeContaining": ["Mocks"], "#
            + #""excludeSuffixes": ["Tests"], "generatedFile": "App/NeedleGenerated.swift"}"#), text)
        let (configuration, problems) = parseWorkspaceConfiguration(Array(text.utf8), root: "/repo")
        XCTAssertEqual(problems.map(\.message), [])
        let loaded = try XCTUnwrap(configuration.units.first)
        XCTAssertEqual(loaded.name, "App")
        XCTAssertEqual(loaded.generatedFile, "App/NeedleGenerated.swift")
        XCTAssertEqual(loaded.files.excludeContaining, ["Mocks"])
        XCTAssertEqual(loaded.files.excludeSuffixes, ["Tests"])
    }

    /// A unit written by hand keeps its keys; the added one follows in the same order.
    func testUnitsAddedToAnExistingFileKeepItsKeys() throws {
        let existing = #"{"severity": {"shadowed-provider": "off"}, "units": [{"name": "Old", "module": "Old", "generatedFile": "Old/G.swift"}]}"#
        let unit = MigratedUnit(name: "New", generatedFile: "New/G.swift", include: ["New"], excludeContaining: [], excludeSuffixes: [], sources: [])
        let text = try unitsConfiguration([unit], existing: Array(existing.utf8)).get()
        XCTAssertTrue(text.contains(#"{"name": "Old", "module": "Old", "generatedFile": "Old/G.swift"}"#), text)
        XCTAssertTrue(text.contains(#"{"name": "New", "include": ["New"], "generatedFile": "New/G.swift"}"#), text)
        XCTAssertEqual(parseWorkspaceConfiguration(Array(text.utf8), root: "/repo").problems.map(\.message), [])
    }
}
