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

    // MARK: - Dependency protocols

    private let protocols = """
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
        protocol DetailDependency: Dependency { var session: Session { get } }
        final class DetailComponent: Component<DetailDependency> {}
        //- Sources/Search/Search.swift
        final class SearchComponent: Component<EmptyDependency> {
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        protocol DetailDependency: Dependency { var 1️⃣query: Query { get } }
        final class DetailComponent: Component<DetailDependency> {}
        """

    /// Each component is checked against its own module's protocol: only Search's `query` is missing, and two
    /// modules' protocols of one name are no duplicate.
    func testEachModulesDependencyProtocolIsItsOwn() {
        let fixture = Fixture(protocols)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency], analysis.described.joined(separator: "\n"))
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "1️⃣", of: fixture))
        XCTAssertTrue(analysis.diagnostics[0].message.contains("(from Search.DetailDependency)"), analysis.diagnostics[0].message)
    }

    /// A component in a third module means the protocol its file can see: one import picks it, a qualified name
    /// picks it, and a file that sees both (or neither) is told the name is ambiguous, once, at the type.
    func testAComponentElsewhereMeansTheProtocolItsFileSees() {
        let ambiguous = Fixture(protocols + """

            //- Sources/Settings/Settings.swift
            import Feed
            import Search
            final class SettingsComponent: Component<2️⃣DetailDependency> {}
            """)
        let analysis = ambiguous.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code).sorted { $0.rawValue < $1.rawValue }, [.ambiguousDependencyProtocol, .missingDependency, .unreachableComponent])
        XCTAssertTrue(analysis.hasDiagnostic("ambiguous-dependency-protocol", at: "2️⃣", of: ambiguous))
        let message = analysis.diagnostics.first { $0.code == .ambiguousDependencyProtocol }?.message ?? ""
        XCTAssertTrue(message.contains("which modules Feed, Search each declare; its file imports more than one of them"), message)
        for (header, type) in [("import Feed\n", "DetailDependency"), ("import Feed\nimport Search\n", "Search.DetailDependency")] {
            let picked = Fixture(protocols + "\n//- Sources/Settings/Settings.swift\n" + header + "final class SettingsComponent: Component<\(type)> {}\n")
            let codes = picked.analysis().diagnostics.map(\.code)
            XCTAssertFalse(codes.contains(.ambiguousDependencyProtocol), "\(header)\(type): \(codes)")
            XCTAssertFalse(codes.contains(.unknownDependencyProtocol), "\(header)\(type): \(codes)")
        }
    }

    func testTheSameProtocolNameTwiceInOneModuleIsStillADuplicate() {
        let fixture = Fixture(protocols + "\n//- Sources/Search/Again.swift\nprotocol 3️⃣DetailDependency: Dependency {}\n")
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("duplicate-dependency-protocol", at: "3️⃣", of: fixture), analysis.described.joined(separator: "\n"))
    }

    func testAnEditOfASharedProtocolNameUpdatesLikeAFreshAnalysis() {
        let analysis = Fixture(protocols).analysis()
        let edited = Fixture(protocols.replacingOccurrences(of: "var session: Session { Session() }", with: "var session: Session { Session() }\n    var query: Query { Query() }"))
        var snapshot = analysis.snapshot
        let changed = snapshot.apply(edited.changes)
        let updated = analysis.updated(to: snapshot, changedFiles: changed)
        XCTAssertEqual(updated.diagnostics.map(\.code), [])
        XCTAssertEqual(updated.diagnostics.map(\.message), analyze(snapshot).diagnostics.map(\.message))
    }
}
