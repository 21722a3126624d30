import DIAnalysis
import DIFileSystem
import DIGenerator
import DIReporting
import DITestSupport
import DIWorkspace
import Foundation
import WorkspaceShapes
import XCTest

/// End to end: generate providers for a fixture app with the same core di-gen uses, build the app against
/// this repository by path (as users do), run it, and read what it checked. Each build takes a while
/// (DIRuntime and the app are compiled from scratch in a temporary folder).
final class GeneratedAppTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testRuntimeBehaviourOfGeneratedProviders() throws {
        let output = try buildAndRun(fixture: "Tests/Fixtures/RuntimeChecks", product: "RuntimeChecks")
        let results = output.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        XCTAssertEqual(results.count, 9, output)
        XCTAssertEqual(results.filter { $0.hasPrefix("FAIL ") }, [], output)
    }

    /// Needle's pluginized components on DIRuntime: plugin extensions, non-core components and what is read
    /// through them, and the lifecycle that releases the pair.
    func testPluginizedComponentsRunWithGeneratedProviders() throws {
        let output = try buildAndRun(fixture: "Tests/Fixtures/PluginizedApp", product: "PluginizedApp")
        let results = output.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        XCTAssertEqual(results.count, 13, output)
        XCTAssertEqual(results.filter { $0.hasPrefix("FAIL ") }, [], output)
    }

    func testNewsAppExampleRunsWithFreshlyGeneratedProviders() throws {
        let output = try buildAndRun(fixture: "Examples/NewsApp", product: "NewsApp")
        XCTAssertEqual(output, """
            detail.title: Story 7 for ada
            detail.session is root.session: true
            detail.imageCache is root.imageCache: true
            feed.store is loggedIn.store: true
            detail.store is loggedIn.store: true
            help (logged out) analytics: app-wide
            help (logged in) analytics: user ada

            """)
    }

    /// The same app with its providers spread over parts (one possibly empty): the main file registers the
    /// provider classes the parts declare, each part has its own shared getters, and the app runs alike.
    func testNewsAppRunsWithItsProvidersInParts() throws {
        let output = try buildAndRun(fixture: "Examples/NewsApp", product: "NewsApp", parts: 4)
        XCTAssertTrue(output.hasPrefix("detail.title: Story 7 for ada\ndetail.session is root.session: true\n"), output)
        XCTAssertFalse(output.contains("false"), output)
    }

    /// Two modules each declare a `DetailComponent` and a `DetailDependency` (Swift allows it): each component is
    /// checked against its own module's protocol, and the generated file, which spells them `Feed.DetailComponent`
    /// and `Search.DetailDependency` and imports exactly the modules it names, builds and runs.
    func testSameNamesInTwoModulesGenerateQualifiedCodeThatRuns() throws {
        let output = try buildAndRun(fixture: "Tests/Fixtures/SameNamesApp", product: "SameNamesApp")
        XCTAssertEqual(output, "feed detail for ada\nsearch detail for swift for ada\n")
    }

    /// An app, its widget and two per-feature demo apps, each a unit of `.di-lsp.json` whose root is an
    /// `AppComponent`: each unit checks clean, gets its own generated file, and each app builds and runs.
    func testEachUnitGetsItsOwnProvidersAndEveryAppRuns() throws {
        let source = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/UnitsApp")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-units-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: source, to: work)
        let manifest = work.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "DI_LSP_ROOT", with: Self.repositoryRoot.path)
            .write(to: manifest, atomically: true, encoding: .utf8)
        let (configuration, problems) = loadWorkspaceConfiguration(root: work.path)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.units.map(\.name), ["Shop", "Widget", "FeedDemo", "SearchDemo"])
        let loaded = try loadWorkspace([work.path], configuration: configuration)
        for unit in analyzeUnits(loaded.snapshot, configuration: configuration, updatable: false) {
            XCTAssertEqual(unit.analysis.diagnostics.map(\.message), [], unit.unit.name)
            let generated = generateProviderSource(for: unit.analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion))
            try generated.write(toFile: try XCTUnwrap(configuration.generatedFilePath(of: unit.unit)), atomically: true, encoding: .utf8)
        }
        let build = try run(["swift", "build", "--package-path", work.path])
        guard build.status == 0 else { throw CommandFailure(command: "swift build", output: build.output) }
        let binaries = try run(["swift", "build", "--package-path", work.path, "--show-bin-path"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var printed = ""
        for product in ["ShopApp", "ShopWidget", "FeedDemo", "SearchDemo"] { printed += try run([binaries + "/" + product]).output }
        XCTAssertEqual(printed, """
            shop: feed for ada; search shoes for ada
            widget: feed for widget user
            feed demo: feed for demo
            search demo: search hats for demo

            """)
    }

    /// A diamond 30 levels deep (61 components, 2^31 paths, a shadowing provider in the middle): the generated
    /// automaton is small, and on 2,000 random paths every component reads the nearest provider on its own path.
    func testDiamondThirtyLevelsDeepReadsTheNearestProviderOnEveryPath() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-diamond-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try writeDiamond(levels: 30, options: ShapeOptions(), to: sources, app: Self.repositoryRoot.path, package: work)
        let generated = try generatedSource(for: work.path)
        XCTAssertLessThan(generated.utf8.count, 100_000)
        XCTAssertTrue(generated.contains("101 states (2147483647 paths)"), String(generated.prefix(300)))
        try generated.write(to: sources.appendingPathComponent("GeneratedProviders.swift"), atomically: true, encoding: .utf8)
        let output = try buildAndRunPackage(at: work, product: "App")
        XCTAssertTrue(output.contains("checked 60000 components on 2,000 paths"), output)
        XCTAssertFalse(output.contains(" 0 through Right10"), output)
    }

    func testCommittedNewsAppProvidersAreUpToDate() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("Examples/NewsApp").path
        let committed = try String(contentsOfFile: folder + "/Sources/NewsApp/GeneratedProviders.swift", encoding: .utf8)
        XCTAssertEqual(try generatedSource(for: folder), committed, "run: swift run di-gen generate --output ... Examples/NewsApp")
    }

    /// DIRuntimeTests' fixtures hold di-gen's output from its first "// MARK:" on, with the entry point renamed.
    func testRuntimeTestFixturesHoldCurrentGeneratedCode() throws {
        let fixtures = Self.repositoryRoot.appendingPathComponent("Tests/DIRuntimeTests/Fixtures")
        for (app, entryPoint) in [("TestApp", "registerProviderFactories"), ("LoopApp", "registerLoopProviderFactories")] {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-fixture-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: work) }
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent("\(app).swift"), to: work.appendingPathComponent("\(app).swift"))
            let generated = try generatedSource(for: work.path)
            let firstSection = generated.range(of: "// MARK: - Shared getters") ?? generated.range(of: "// MARK: - Providers")!
            let expected = String(generated[firstSection.lowerBound...])
                .replacingOccurrences(of: "public func registerProviderFactories()", with: "func \(entryPoint)()")
            let committed = try String(
                contentsOf: fixtures.appendingPathComponent("\(app)+Generated.swift"), encoding: .utf8)
            XCTAssertTrue(committed.hasSuffix(expected), "\(app)+Generated.swift is stale; regenerate it with di-gen")
        }
    }

    // MARK: - Helpers

    private func generatedSource(for folder: String) throws -> String {
        try generatedSources(for: folder, parts: 0)[0]
    }

    private func generatedSources(for folder: String, parts: Int) throws -> [String] {
        let analysis = analyze(try loadWorkspace([folder]).snapshot)
        XCTAssertEqual(analysis.errorCount, 0)
        return generateProviderSources(for: analysis.resolution, options: GeneratorOptions(toolVersion: toolVersion, parts: parts))
    }

    /// Copies the fixture package to a temporary folder, points its dependency at this repository,
    /// regenerates its providers, builds it and returns what it prints.
    private func buildAndRun(fixture: String, product: String, parts: Int = 0) throws -> String {
        let source = Self.repositoryRoot.appendingPathComponent(fixture)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-e2e-\(product)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for item in try FileManager.default.contentsOfDirectory(atPath: source.path) where !item.hasPrefix(".") {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: work.appendingPathComponent(item))
        }
        let manifest = work.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text = text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Self.repositoryRoot.path)\"")
        text = text.replacingOccurrences(of: "DI_LSP_ROOT", with: Self.repositoryRoot.path)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let generated = work.appendingPathComponent("Sources/\(product)/GeneratedProviders.swift")
        try? FileManager.default.removeItem(at: generated)
        let sources = try generatedSources(for: work.path, parts: parts)
        XCTAssertEqual(sources.count, parts + 1)
        for (path, source) in zip(generatedFilePaths(generated.path, parts: parts), sources) {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return try buildAndRunPackage(at: work, product: product)
    }

    /// Builds the package at `work` (debug) and returns what its product prints.
    private func buildAndRunPackage(at work: URL, product: String) throws -> String {
        let build = try run(["swift", "build", "--package-path", work.path, "--product", product])
        guard build.status == 0 else { throw CommandFailure(command: "swift build", output: build.output) }
        let binary = try run(["swift", "build", "--package-path", work.path, "--show-bin-path"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try run([binary + "/" + product])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), arguments, mergeStreams: true)
        return (result.status, result.output)
    }
}

private struct CommandFailure: Error, CustomStringConvertible {
    let command: String
    let output: String
    var description: String { "\(command) failed:\n\(output)" }
}
