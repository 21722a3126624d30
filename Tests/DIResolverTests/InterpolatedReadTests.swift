import DIAnalysis
import DIIndex
import DITestSupport
import XCTest

/// `dependency.name` read inside a string interpolation is a read like any other: definition, hover,
/// references and rename find it (this repository's NewsApp prints `"\(feed.dependency.store ...)"`).
final class InterpolatedReadTests: XCTestCase {
    private let fixture = Fixture("""
        //- App.swift
        final class RootComponent: BootstrapComponent {
            var 1️⃣store: Store { shared { Store() } }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        protocol FeedDependency: Dependency { var store: Store { get } }
        final class FeedComponent: Component<FeedDependency> {
            var title: String { "owner: \\(dependency.2️⃣store.owner)" }
        }
        final class Store { let owner = "me" }
        """)

    func testDefinitionAndHoverFromInsideAnInterpolation() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "2️⃣", in: analysis.snapshot))
        let (rootFile, providerOffset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        let definitions = analysis.definition(in: file, at: offset)
        XCTAssertEqual(definitions.map(\.file), [rootFile])
        XCTAssertEqual(definitions.first?.range.start, providerOffset)
        XCTAssertNotNil(analysis.hover(in: file, at: offset), "hover on the read")
    }
}
