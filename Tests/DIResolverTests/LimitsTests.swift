import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Resolution never stops silently: nothing enumerates paths, and the one limit it has is an error.
final class LimitsTests: XCTestCase {
    /// A diamond of `levels` levels, Left<i> and Right<i>, each creating both of the next level. Right<levels>
    /// needs `token`, which only Left1 provides: every path through Right1 fails.
    private func diamond(levels: Int) -> Fixture {
        var source = "//- Diamond.swift\nfinal class Root: BootstrapComponent {\n"
        source += "    var l: Left1 { Left1(parent: self) }\n    var r: Right1 { Right1(parent: self) }\n}\n"
        for level in 1...levels {
            for side in ["Left", "Right"] {
                let needsToken = side == "Right" && level == levels
                source += "protocol \(side)\(level)Dependency: Dependency {\(needsToken ? " var token: Token { get }" : "") }\n"
                source += "final class \(side)\(level): Component<\(side)\(level)Dependency> {\n"
                if side == "Left" && level == 1 { source += "    var token: Token { Token() }\n" }
                if level < levels {
                    source += "    var l: Left\(level + 1) { Left\(level + 1)(parent: self) }\n"
                    source += "    var r: Right\(level + 1) { Right\(level + 1)(parent: self) }\n"
                }
                source += "}\n"
            }
        }
        return Fixture(source)
    }

    /// The previous resolver walked paths and stopped, silently, after 500,000: depth-first, left before right,
    /// the paths through Right1 came after 2^20 others. It reported nothing; this finds it, once.
    func testAMissingDependencyBeyondHalfAMillionPathsIsFound() {
        let analysis = diamond(levels: 20).analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency], "\(analysis.described)")
        XCTAssertTrue(
            analysis.diagnostics[0].message.contains("on 262144 of 524288 branches, first Root -> Right1 -> "),
            analysis.diagnostics[0].message)
    }

    /// Past `Int.max` paths (a diamond 70 levels deep has 2^70 through its deepest components) counts saturate and
    /// say so; they are never called a loop, since the graph has none.
    func testPathCountsPastIntMaxSaturateAndAreNeverCalledALoop() throws {
        let analysis = diamond(levels: 70).analysis()
        let message = try XCTUnwrap(analysis.diagnostics.first { $0.code == .missingDependency }?.message)
        XCTAssertTrue(message.hasPrefix("on more than 9,223,372,036,854,775,807 of its branches, first Root -> Right1 -> "), message)
        XCTAssertTrue(message.hasSuffix("; also on more than 9,223,372,036,854,775,807 more branches"), message)
        XCTAssertFalse(message.contains("loop"), message)
        let file = try XCTUnwrap(analysis.snapshot.id(forPath: "Diamond.swift"))
        let titles = analysis.codeLenses(in: file).map(\.title)
        XCTAssertTrue(titles.contains("more than 9,223,372,036,854,775,807 paths"), "\(titles.suffix(4))")
        XCTAssertTrue(titles.contains("2 paths"), "Left2 and Right2 are exact")
        XCTAssertFalse(titles.contains { $0.contains("loop") || $0.contains("unbounded") }, "\(titles.filter { $0.contains("loop") })")
        let right70 = try XCTUnwrap(analysis.graph.component(named: "Right70"))
        let requirement = try XCTUnwrap(analysis.graph.dependencyProtocol(of: right70)?.requirements.first)
        let hover = try XCTUnwrap(analysis.hover(in: file, at: requirement.location.range.start))
        XCTAssertTrue(hover.markdown.contains("more than 9,223,372,036,854,775,807 more branches alike"), hover.markdown)
        XCTAssertFalse(hover.markdown.contains("loop"), hover.markdown)
    }

    /// When the one limit (contexts) is reached, the analysis says so as an error at the component where it
    /// stopped, so `--check` fails, `di-gen generate` refuses to write and the server publishes it.
    func testReachingTheContextLimitIsAnError() {
        let fixture = diamond(levels: 6)
        let analysis = analyze(fixture.snapshot, configuration: AnalysisConfiguration(limits: ResolutionLimits(maximumContextCount: 10)))
        let limit = analysis.diagnostics.filter { $0.code == .resolutionLimit }
        XCTAssertEqual(limit.count, 1, "\(analysis.described)")
        XCTAssertEqual(limit.first?.severity, .error)
        XCTAssertTrue(limit.first?.message.contains("after making 10 contexts") == true, limit.first?.message ?? "")
        XCTAssertFalse(analysis.diagnostics.contains { $0.code == .unreachableComponent }, "nothing is called unreachable past a limit")
        XCTAssertGreaterThan(analysis.errorCount, 0)
    }
}
