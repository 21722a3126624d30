import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Inlay hints: after a requirement, where it comes from; after a provider, how many components read it.
final class DependencyHintTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }1️⃣
            var store: Store {
                Store()
            }
            var unread: Clock { Clock() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            var loggedOut: LoggedOutComponent { LoggedOutComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        final class LoggedInComponent: Component<EmptyDependency> {
            var store: Store { Store() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        final class LoggedOutComponent: Component<EmptyDependency> {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Session { get }2️⃣
            var store: Store { get }3️⃣
            var user: User { get }4️⃣
        }
        final class FeedComponent: Component<FeedDependency> {}
        protocol UnusedDependency: Dependency {
            var nothing: Int { get }
        }
        """)

    func testARequirementSaysWhereItComesFromAndHowFarUp() throws {
        let hints = try hints(in: "Sources/App/Feed.swift")
        XCTAssertEqual(hints["2️⃣"], "← RootComponent (2 up)")
    }

    func testARequirementWithDifferentProvidersOnItsBranchesCountsThem() throws {
        // Under LoggedIn, LoggedIn's store; under LoggedOut, the root's.
        XCTAssertEqual(try hints(in: "Sources/App/Feed.swift")["3️⃣"], "← 2 providers")
    }

    func testAMissingRequirementSaysSo() throws {
        XCTAssertEqual(try hints(in: "Sources/App/Feed.swift")["4️⃣"], "← missing")
    }

    func testARequirementNoComponentRequiresHasNoHint() throws {
        let analysis = fixture.analysis()
        let file = try XCTUnwrap(analysis.snapshot.id(forPath: "Sources/App/Feed.swift"))
        // session, store and user; `nothing` is in a protocol no component requires.
        XCTAssertEqual(analysis.inlayHints(in: file).count, 3)
    }

    func testAProviderSaysHowManyComponentsReadItAndChildAccessorsHaveNone() throws {
        let analysis = fixture.analysis()
        let file = try XCTUnwrap(analysis.snapshot.id(forPath: "Sources/App/Root.swift"))
        let labels = analysis.inlayHints(in: file).map(\.label)
        // session, store (multi-line: at the end of its first line), unread; not the child accessors.
        XCTAssertEqual(labels, ["→ read by 1 component", "→ read by 1 component", "→ read by no component"])
        XCTAssertEqual(try hints(in: "Sources/App/Root.swift")["1️⃣"], "→ read by 1 component")
        let store = try XCTUnwrap(analysis.inlayHints(in: file).dropFirst().first)
        let text = try XCTUnwrap(fixture.files.first { $0.path == "Sources/App/Root.swift" }?.text)
        XCTAssertTrue(String(decoding: Array(text.utf8)[..<store.position.range.start], as: UTF8.self).hasSuffix("var store: Store {"))
    }

    func testOnlyHintsInTheRangeAreGiven() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "3️⃣", in: analysis.snapshot))
        let hints = analysis.inlayHints(in: file, range: ByteRange(start: offset - 3, end: offset + 3))
        XCTAssertEqual(hints.map(\.label), ["← 2 providers"])
    }

    func testTheDetailOfARequirementHintGivesEveryBranch() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "3️⃣", in: analysis.snapshot))
        let hint = try XCTUnwrap(analysis.inlayHints(in: file).first { $0.position.range.start == offset })
        let detail = try XCTUnwrap(analysis.hintDetail(for: hint.target))
        XCTAssertEqual(detail.lines.count, 2, "\(detail.lines)")
        XCTAssertTrue(detail.lines.contains { $0.contains("from LoggedInComponent (1 level up) via RootComponent -> LoggedInComponent -> FeedComponent") })
        XCTAssertTrue(detail.lines.contains { $0.contains("from RootComponent (2 levels up) via RootComponent -> LoggedOutComponent -> FeedComponent") })
    }

    func testTheDetailOfAProviderHintNamesItsReaders() throws {
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        let hint = try XCTUnwrap(analysis.inlayHints(in: file).first { $0.position.range.start == offset })
        XCTAssertEqual(analysis.hintDetail(for: hint.target)?.lines, ["`session: Session` provided by RootComponent is read by FeedComponent"])
    }

    func testARequirementInheritedByAnotherProtocolSpeaksForTheComponentsOfEither() throws {
        let fixture = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var clock: Clock { Clock() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol TimedDependency: Dependency {
                var clock: Clock { get }1️⃣
            }
            protocol FeedDependency: TimedDependency {}
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        XCTAssertEqual(analysis.inlayHints(in: file).first { $0.position.range.start == offset }?.label, "← RootComponent (1 up)")
    }

    /// The label of each hint by the marker at its position.
    private func hints(in path: String) throws -> [String: String] {
        let analysis = fixture.analysis()
        let file = try XCTUnwrap(analysis.snapshot.id(forPath: path))
        var result: [String: String] = [:]
        for hint in analysis.inlayHints(in: file) {
            for (marker, place) in fixture.markers where place.path == path && place.offset == hint.position.range.start {
                result[marker] = hint.label
            }
        }
        return result
    }
}
