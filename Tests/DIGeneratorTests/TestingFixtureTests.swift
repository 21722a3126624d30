import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting
import DIWorkspace
import Foundation
import XCTest

/// DIRuntimeTestingTests' fixture holds di-gen's output (from its first "// MARK:" on), as DIRuntimeTests' do.
final class TestingFixtureTests: XCTestCase {
    func testTheShopFixtureHoldsCurrentGeneratedCode() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DIRuntimeTestingTests/Fixtures")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-shop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("ShopApp.swift"), to: work.appendingPathComponent("ShopApp.swift"))
        let analysis = analyze(try loadWorkspace([work.path]).snapshot)
        XCTAssertEqual(analysis.errorCount, 0)
        let generated = generateProviderSource(for: analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion))
        let firstSection = try XCTUnwrap(generated.range(of: "// MARK: - Shared getters") ?? generated.range(of: "// MARK: - Providers"))
        let expected = String(generated[firstSection.lowerBound...])
            .replacingOccurrences(of: "public func registerProviderFactories()", with: "func registerProviderFactories()")
        let committed = try String(contentsOf: fixtures.appendingPathComponent("ShopApp+Generated.swift"), encoding: .utf8)
        XCTAssertTrue(committed.hasSuffix(expected), "ShopApp+Generated.swift is stale; regenerate it with di-gen")
    }
}
