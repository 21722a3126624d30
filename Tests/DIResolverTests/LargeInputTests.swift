import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// Input-sized structures that used to exhaust memory or the stack.
final class LargeInputTests: XCTestCase {
    /// 10,000 dependency protocols, each inheriting the previous and adding one requirement, and one component
    /// at the end of the chain: flattening every protocol eagerly made 50 million requirements (6 GB).
    func testAChainOfTenThousandInheritingProtocolsIsFlattenedOnlyWhereUsed() throws {
        let count = 10_000
        var source = "//- Chain.swift\nprotocol P0: Dependency { var r0: R { get } }\n"
        for index in 1..<count { source += "protocol P\(index): P\(index - 1) { var r\(index): R { get } }\n" }
        source += """
            final class Root: BootstrapComponent {
                var r0: R { R() }
                var leaf: Leaf { Leaf(parent: self) }
            }
            final class Leaf: Component<P\(count - 1)> {}
            """
        let analysis = Fixture(source).analysis()
        let leaf = try XCTUnwrap(analysis.graph.component(named: "Leaf"))
        XCTAssertEqual(analysis.graph.dependencyProtocol(of: leaf)?.requirements.count, count)
        XCTAssertEqual(analysis.graph.dependencyProtocol(of: leaf)?.requirements.last?.name, "r0")
        XCTAssertTrue(analysis.graph.isDependencyProtocol("P\(count / 2)"))
        XCTAssertEqual(analysis.diagnostics.count, count - 1, "every requirement but r0 is missing")
    }

    /// A loop of protocols that never reaches `Dependency`, and one that does through a side branch.
    func testProtocolLoopsEnd() {
        let graph = buildGraph(Fixture("""
            //- Loops.swift
            protocol A: B {}
            protocol B: A {}
            protocol C: D, Dependency {}
            protocol D: C { var d: Int { get } }
            """).snapshot)
        XCTAssertFalse(graph.isDependencyProtocol("A"))
        XCTAssertTrue(graph.isDependencyProtocol("C"))
        XCTAssertTrue(graph.isDependencyProtocol("D"))
    }
}
