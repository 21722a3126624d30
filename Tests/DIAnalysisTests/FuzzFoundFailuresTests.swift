import DIAnalysis
import DIGenerator
import DIIndex
import DIReporting
import DIResolver
import Foundation
import XCTest

/// Inputs the fuzzers (docs/RELIABILITY.md) found to crash or hang the analysis, each reduced to its shape
/// (the type-text parser, protocol inheritance, component chains, unreachable components).
/// Each crashed, or ran for minutes, before the fix; here each must come out right. How long they take is
/// measured by the benchmarks (`Benchmarks/graph_shapes_benchmark.py`, docs/PERFORMANCE.md), never timed here.
final class FuzzFoundFailuresTests: XCTestCase {
    /// A root that provides `value` of `type` and a child that requires it: it resolves, so no error may appear.
    private func assertResolves(type: String, file: StaticString = #filePath, line: UInt = #line) {
        let text = """
            final class RootComponent: BootstrapComponent {
                var value: \(type) { fatalError() }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            protocol ChildDependency: Dependency {
                var value: \(type) { get }
            }
            final class ChildComponent: Component<ChildDependency> {}

            """
        assertAnalysed(text, file: file, line: line)
    }

    /// Runs what `--check` and `di-gen` run, and expects no error.
    private func assertAnalysed(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let analysis = analyze(Snapshot(loading: [.set("Sources/App/Input.swift", module: "App", bytes: Array(text.utf8))]))
        _ = textReport(analysis) + jsonReport(analysis) + sarifReport(analysis)
        if analysis.errorCount == 0 { _ = generateProviderSource(for: analysis.resolution, options: GeneratorOptions(toolVersion: "test")) }
        XCTAssertEqual(analysis.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
    }

    func testTypesNestedAHundredThousandDeepNeitherCrashNorHang() {
        let depth = 100_000
        assertResolves(type: String(repeating: "(", count: depth) + "A" + String(repeating: ")", count: depth))
        assertResolves(type: String(repeating: "A<", count: depth) + "A" + String(repeating: ">", count: depth))
        assertResolves(type: String(repeating: "[", count: depth) + "A" + String(repeating: "]", count: depth))
        assertResolves(type: String(repeating: "[A: ", count: depth) + "A" + String(repeating: "]", count: depth))
        assertResolves(type: String(repeating: "(A) -> ", count: depth) + "A")
    }

    func testGenericsNestedSixThousandDeepResolve() {
        // Found as a hang (over 5 s in a release build) at 5,836 levels, well below the depth that crashes.
        assertResolves(type: String(repeating: "A<", count: 6_000) + "A" + String(repeating: ">", count: 6_000))
    }

    func testLongRunsOfQuestionAndExclamationMarksResolve() {
        assertResolves(type: "A" + String(repeating: "?", count: 100_000))
        // Found in a mutant of a real Needle app: `any Fetch` followed by 18,000 `!` took 4 s for 20 KB of source.
        assertResolves(type: "any Fetch" + String(repeating: "!", count: 100_000))
    }

    func testAChainOfTenThousandProtocolsResolves() {
        var text = "final class RootComponent: BootstrapComponent {\n    var value0: Int { 0 }\n    var leaf: LeafComponent { LeafComponent(parent: self) }\n}\n"
        text += "protocol Level0Dependency: Dependency {\n    var value0: Int { get }\n}\n"
        for level in 1..<10_000 { text += "protocol Level\(level)Dependency: Level\(level - 1)Dependency {}\n" }
        assertAnalysed(text + "final class LeafComponent: Component<Level9999Dependency> {}\n")
    }

    func testAChainOfTenThousandComponentsResolves() {
        var text = "final class RootComponent: BootstrapComponent {\n    var value: Int { 1 }\n    var next: Chain0Component { Chain0Component(parent: self) }\n}\n"
        text += "protocol ChainDependency: Dependency {\n    var value: Int { get }\n}\n"
        for index in 0..<10_000 {
            let child = index < 9_999 ? "    var next: Chain\(index + 1)Component { Chain\(index + 1)Component(parent: self) }\n" : ""
            text += "final class Chain\(index)Component: Component<ChainDependency> {\n\(child)}\n"
        }
        assertAnalysed(text)
    }

    func testFiftyThousandUnreachableComponentsAreReported() {
        var text = "final class RootComponent: BootstrapComponent {}\n"
        // 64,000 took 38 s before (superlinear); benchmarked at 100,000 (docs/PERFORMANCE.md).
        for index in 0..<50_000 { text += "final class Lost\(index)Component: Component<EmptyDependency> {}\n" }
        assertAnalysed(text)
    }

    /// Found by the long run: an edit of one file that declares tens of thousands of components rebuilt each
    /// component's members by scanning the whole file (72,465 of them: 41 s in a release build).
    func testEditingOneFileOfThirtyThousandComponentsIsPatched() {
        var text = "final class RootComponent: BootstrapComponent {}\n"
        for index in 0..<30_000 { text += "final class Lost\(index)Component: Component<EmptyDependency> {}\n" }
        var snapshot = Snapshot(loading: [.set("Sources/App/Lost.swift", module: "App", bytes: Array(text.utf8))])
        let analysis = analyze(snapshot)
        // A provider added to one of them: the file keeps its shape, so the graph is patched, not rebuilt.
        let edited = text.replacingOccurrences(
            of: "class Lost0Component: Component<EmptyDependency> {}", with: "class Lost0Component: Component<EmptyDependency> { var x: Int { 0 } }")
        let changed = snapshot.apply([.set("Sources/App/Lost.swift", module: "App", bytes: Array(edited.utf8))])
        XCTAssertFalse(changed.isEmpty)
        let updated = analysis.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(updated.diagnostics.count, 30_000)
        XCTAssertEqual(updated.diagnostics, analyze(snapshot).diagnostics)
    }
}
