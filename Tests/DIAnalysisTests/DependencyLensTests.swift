import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Code lenses: above a component, who reads from it and how many paths reach it; above a provider, how many
/// components it is provided to. Each lens lists the places its command shows.
final class DependencyLensTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class 1️⃣RootComponent: BootstrapComponent {
            var 2️⃣session: Session { shared { Session() } }
            var loggedIn: LoggedInComponent { 3️⃣LoggedInComponent(parent: self) }
            var loggedOut: LoggedOutComponent { 4️⃣LoggedOutComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        final class 5️⃣LoggedInComponent: Component<EmptyDependency> {
            var feed: FeedComponent { 6️⃣FeedComponent(parent: self) }
        }
        final class LoggedOutComponent: Component<EmptyDependency> {
            var feed: FeedComponent { 7️⃣FeedComponent(parent: self) }
        }
        final class LostComponent: Component<EmptyDependency> {}
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var 8️⃣session: Session { get }
        }
        final class 9️⃣FeedComponent: Component<FeedDependency> {}
        """)

    func testARootComponentHasItsConsumersAndOnePath() throws {
        let analysis = fixture.analysis()
        let lenses = try lenses(in: "Sources/App/Root.swift", analysis)
        XCTAssertEqual(lenses.map(\.title), ["1 consumer", "1 path", "provided to 1 component"])
        XCTAssertEqual(lenses[0].location, try location("1️⃣", 13, analysis))
        XCTAssertEqual(references(lenses[0], analysis), [try location("8️⃣", 7, analysis)], "the requirements it satisfies")
        XCTAssertEqual(references(lenses[1], analysis), [], "a root is created by the app")
        XCTAssertEqual(lenses[2].location, try location("2️⃣", 7, analysis))
        XCTAssertEqual(references(lenses[2], analysis), [try location("8️⃣", 7, analysis)])
    }

    func testAComponentCreatedTwiceHasTwoPathsWhoseLensShowsWhereItIsCreated() throws {
        let analysis = fixture.analysis()
        let lenses = try lenses(in: "Sources/App/Feed.swift", analysis)
        XCTAssertEqual(lenses.map(\.title), ["0 consumers", "2 paths"])
        XCTAssertEqual(references(lenses[1], analysis), [try location("6️⃣", 13, analysis), try location("7️⃣", 13, analysis)])
    }

    func testAnUnreachableComponentSaysSo() throws {
        let analysis = fixture.analysis()
        let lenses = try lenses(in: "Sources/App/LoggedIn.swift", analysis)
        XCTAssertEqual(lenses.map(\.title), ["0 consumers", "1 path", "0 consumers", "1 path", "not created from a root"])
        XCTAssertEqual(references(lenses[1], analysis), [try location("3️⃣", 17, analysis)])
    }

    func testAProviderNobodyReadsSaysSo() throws {
        let analysis = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var clock: Clock { Clock() }
            }
            """).analysis()
        let file = try XCTUnwrap(analysis.snapshot.id(forPath: "App.swift"))
        XCTAssertEqual(analysis.codeLenses(in: file).map(\.title), ["0 consumers", "1 path", "provided to no component"])
    }

    /// Eglot and Helix have no code lenses: hover gives the same facts.
    func testHoverOnAComponentOrProviderGivesTheLensesFacts() throws {
        let analysis = fixture.analysis()
        let (feed, feedOffset) = try XCTUnwrap(fixture.location(of: "9️⃣", in: analysis.snapshot))
        XCTAssertEqual(analysis.hover(in: feed, at: feedOffset)?.lines.last, "0 consumers · 2 paths")
        let (root, sessionOffset) = try XCTUnwrap(fixture.location(of: "2️⃣", in: analysis.snapshot))
        let lines = analysis.hover(in: root, at: sessionOffset)?.lines ?? []
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first?.hasPrefix("`session: Session` provided by RootComponent ("), true, "\(lines)")
        XCTAssertEqual(lines.last, "provided to 1 component")
    }

    private func references(_ lens: DependencyLens, _ analysis: Analysis) -> [SourceLocation] {
        analysis.lensReferences(at: lens.location, kind: lens.kind)
    }

    private func lenses(in path: String, _ analysis: Analysis) throws -> [DependencyLens] {
        analysis.codeLenses(in: try XCTUnwrap(analysis.snapshot.id(forPath: path)))
    }

    private func location(_ marker: String, _ length: Int, _ analysis: Analysis) throws -> SourceLocation {
        let (file, offset) = try XCTUnwrap(fixture.location(of: marker, in: analysis.snapshot))
        return SourceLocation(file: file, range: ByteRange(start: offset, end: offset + length))
    }
}
