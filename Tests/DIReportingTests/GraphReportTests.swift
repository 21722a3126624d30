import DIAnalysis
import DIReporting
import DIResolver
import DITestSupport
import XCTest

/// `di-gen graph` and the editor's graph command: errors in red, unreachable components dashed, unresolved
/// requirements drawn as their own red nodes, and labels that survive any type (`Set<String>`).
final class GraphReportTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var tags: Set<String> { [] }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var tags: Set<String> { get }
            var user: User { get }
        }
        final class FeedComponent: Component<FeedDependency> {
            var story: StoryComponent { StoryComponent(parent: self) }
        }
        final class StoryComponent: Component<EmptyDependency> {}
        final class LostComponent: Component<EmptyDependency> {}
        """)

    func testDOTShowsErrorsInRedUnreachableDashedAndMissingRequirementsAsRedNodes() {
        let dot = graphReport(fixture.analysis(), format: .dot)
        XCTAssertTrue(dot.contains(#""FeedComponent" [label="{FeedComponent|tags: Set\<String\> ← RootComponent\l"#), dot)
        XCTAssertTrue(line(of: "\"FeedComponent\" [", in: dot).contains("color=red"), dot)
        XCTAssertFalse(line(of: "\"StoryComponent\" [", in: dot).contains("red"), dot)
        XCTAssertTrue(line(of: "\"LostComponent\" [", in: dot).contains("style=dashed"), dot)
        XCTAssertTrue(dot.contains(#""FeedComponent.user" [label="user: User\nmissing""#), dot)
        XCTAssertTrue(line(of: #""FeedComponent" -> "FeedComponent.user""#, in: dot).contains("color=red"), dot)
        XCTAssertTrue(dot.contains(#""RootComponent" -> "FeedComponent";"#), dot)
    }

    func testMermaidEscapesTypesAndStylesErrorsAndUnreachableComponents() {
        let mermaid = graphReport(fixture.analysis(), format: .mermaid)
        XCTAssertTrue(mermaid.contains("tags: Set#lt;String#gt; ← RootComponent"), mermaid)
        XCTAssertFalse(mermaid.contains("Set<String>"), mermaid)
        XCTAssertTrue(mermaid.contains("class FeedComponent error"), mermaid)
        XCTAssertTrue(mermaid.contains("class LostComponent unreachable"), mermaid)
        XCTAssertTrue(mermaid.contains(#"FeedComponent -.->|needs| FeedComponent__user["user: User<br/>missing"]:::missing"#), mermaid)
        XCTAssertTrue(mermaid.contains("RootComponent --> FeedComponent"), mermaid)
    }

    func testTheGraphAroundAComponentHasItsAncestorsAndDescendantsOnly() throws {
        let analysis = fixture.analysis()
        let feed = try XCTUnwrap(analysis.graph.component(named: "FeedComponent"))
        let rows = analysis.graphRows(around: feed.id)
        XCTAssertEqual(rows.map(\.name), ["FeedComponent", "RootComponent", "StoryComponent"])
        let dot = graphReport(rows: rows, format: .dot)
        XCTAssertFalse(dot.contains("LostComponent"))
        XCTAssertTrue(dot.contains(#""FeedComponent" -> "StoryComponent";"#))
    }

    private func line(of prefix: String, in text: String) -> String {
        text.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) }.map(String.init) ?? ""
    }
}
