import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Swift allows one class name in several modules: each module's components are their own, a name written in a
/// module means that module's component, and only a name declared twice in one module is a duplicate.
final class SameNameComponentTests: XCTestCase {
    private let workspace = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
            var search: SearchComponent { SearchComponent(parent: self) }
        }
        //- Sources/Feed/Feed.swift
        final class FeedComponent: Component<EmptyDependency> {
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        protocol FeedDetailDependency: Dependency { var session: Session { get } }
        final class 1️⃣DetailComponent: Component<FeedDetailDependency> {}
        //- Sources/Search/Search.swift
        final class SearchComponent: Component<EmptyDependency> {
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        protocol SearchDetailDependency: Dependency { var 2️⃣query: Query { get } }
        final class 3️⃣DetailComponent: Component<SearchDetailDependency> {}
        """

    func testEachModulesComponentIsItsOwnAndOnlyTheMissingOneIsReported() throws {
        let fixture = Fixture(workspace)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency], analysis.described.joined(separator: "\n"))
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "2️⃣", of: fixture))
        let graph = analysis.graph
        XCTAssertEqual(graph.sameNameComponents["DetailComponent"]?.count, 2)
        let (feedFile, feedOffset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        let (searchFile, searchOffset) = try XCTUnwrap(fixture.location(of: "3️⃣", in: analysis.snapshot))
        let feedDetail = try XCTUnwrap(graph.component(named: "DetailComponent", writtenIn: feedFile))
        let searchDetail = try XCTUnwrap(graph.component(named: "DetailComponent", writtenIn: searchFile))
        XCTAssertEqual(feedDetail.nameLocation.range.start, feedOffset)
        XCTAssertEqual(searchDetail.nameLocation.range.start, searchOffset)
        XCTAssertEqual(graph.component(named: "FeedComponent")?.children.map(\.child), [feedDetail.id])
        XCTAssertEqual(graph.component(named: "SearchComponent")?.children.map(\.child), [searchDetail.id])
        XCTAssertEqual(analysis.hover(in: searchFile, at: searchOffset)?.lines.first?.contains("SearchDetailDependency"), true)
    }

    func testTheSameNameTwiceInOneModuleIsStillADuplicate() {
        let fixture = Fixture(workspace + "\n//- Sources/Search/Again.swift\nfinal class 4️⃣DetailComponent: Component<EmptyDependency> {}\n")
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("duplicate-component", at: "4️⃣", of: fixture), analysis.described.joined(separator: "\n"))
    }

    func testAnEditInSuchAWorkspaceUpdatesLikeAFreshAnalysis() {
        let fixture = Fixture(workspace)
        let analysis = fixture.analysis()
        let edited = Fixture(workspace.replacingOccurrences(of: "var session: Session { Session() }", with: "var session: Session { Session() }\n    var query: Query { Query() }"))
        var snapshot = analysis.snapshot
        let changed = snapshot.apply(edited.changes)
        let updated = analysis.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(updated.diagnostics.map(\.code), [])
        XCTAssertEqual(updated.diagnostics.map(\.code), analyze(snapshot).diagnostics.map(\.code))
    }
}
