import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Renaming a dependency: its requirement in every protocol that has it, every provider that satisfies it and every
/// `dependency.name` read, as one edit; refused when the new name is not an identifier or would change what
/// resolves where.
final class DependencyRenameTests: XCTestCase {
    private let source = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var 1️⃣session: Session { shared { Session() } }
            var clock: Clock { Clock() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        protocol LoggedInDependency: Dependency { var 2️⃣session: Session { get } }
        final class LoggedInComponent: Component<LoggedInDependency> {
            var feed: FeedComponent { FeedComponent(parent: self) }
            func current() -> Session { dependency.3️⃣session }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var 4️⃣session: Session { get }
            var clock: Clock { get }
        }
        final class FeedComponent: Component<FeedDependency> {
            func greet() -> Session { dependency.5️⃣session }
            func time() -> Clock { dependency.clock }
        }
        extension FeedComponent {
            var owner: Session { dependency.6️⃣session }
        }
        //- Sources/App/Other.swift
        protocol OtherDependency: Dependency { var 7️⃣session: Session { get } }
        """

    func testRenamingFromAnyOfItsPlacesChangesTheRequirementsProvidersAndReadsTogether() throws {
        let fixture = Fixture(source)
        let analysis = fixture.analysis()
        let expected = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "6️⃣"] {
            let (file, offset) = try XCTUnwrap(fixture.location(of: marker, in: analysis.snapshot))
            let edits = try analysis.rename(in: file, at: offset, to: "token")
            XCTAssertEqual(edits.map { markerAt($0.location, fixture, analysis) }, expected, "from \(marker)")
            XCTAssertTrue(edits.allSatisfy { $0.newText == "token" && $0.location.range.end - $0.location.range.start == "session".utf8.count })
        }
    }

    func testTheRenameTargetIsTheNameUnderTheCursor() throws {
        let fixture = Fixture(source)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "3️⃣", in: analysis.snapshot))
        let target = try XCTUnwrap(analysis.renameTarget(in: file, at: offset + 2))
        XCTAssertEqual(target.name, "session")
        XCTAssertEqual(target.location.range.start, offset)
        let root = try XCTUnwrap(analysis.snapshot.id(forPath: "Sources/App/Root.swift"))
        XCTAssertNil(analysis.renameTarget(in: root, at: 15), "a component's name is not a dependency")
    }

    func testAnInvalidIdentifierIsRefused() throws {
        let fixture = Fixture(source)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        for bad in ["1token", "to ken", "", "self", "func", "$0", "a-b"] {
            XCTAssertThrowsError(try analysis.rename(in: file, at: offset, to: bad)) { error in
                XCTAssertTrue((error as? RenameRefusal)?.message.contains("not a valid Swift identifier") == true, "\(bad): \(error)")
            }
        }
        XCTAssertEqual(try analysis.rename(in: file, at: offset, to: "`default`").first?.newText, "`default`")
        XCTAssertEqual(try analysis.rename(in: file, at: offset, to: "séance").count, 6)
    }

    func testANameTheProtocolAlreadyRequiresIsRefused() throws {
        let fixture = Fixture(source)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "4️⃣", in: analysis.snapshot))
        XCTAssertThrowsError(try analysis.rename(in: file, at: offset, to: "clock")) { error in
            XCTAssertEqual((error as? RenameRefusal)?.message, "FeedDependency already has a requirement named `clock`")
        }
    }

    func testANameTheProvidersComponentAlreadyHasIsRefused() throws {
        let fixture = Fixture(source.replacingOccurrences(of: "var clock: Clock { get }", with: ""))
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        XCTAssertThrowsError(try analysis.rename(in: file, at: offset, to: "clock")) { error in
            XCTAssertEqual((error as? RenameRefusal)?.message, "RootComponent already has a member named `clock`")
        }
    }

    func testANameAnAncestorAlreadyProvidesIsRefused() throws {
        let fixture = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var token: Session { shared { Session() } }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            final class LoggedInComponent: Component<EmptyDependency> {
                var 1️⃣session: Session { shared { Session() } }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            protocol StoryDependency: Dependency { var token: Session { get } }
            """)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        // FeedComponent's `session` would still be LoggedIn's `token`, nearer than the root's: that is fine.
        XCTAssertEqual(try analysis.rename(in: file, at: offset, to: "token").count, 2)
        let withStory = Fixture(fixture.files.map { "//- \($0.path)\n\($0.text)" }.joined()
            .replacingOccurrences(of: "final class FeedComponent: Component<FeedDependency> {}",
                                  with: "final class FeedComponent: Component<FeedDependency> { var story: StoryComponent { StoryComponent(parent: self) } }\nfinal class StoryComponent: Component<StoryDependency> {}")
            .replacingOccurrences(of: "var session: Session { shared", with: "var 1️⃣session: Session { shared"))
        let story = withStory.analysis()
        let (storyFile, storyOffset) = try XCTUnwrap(withStory.location(of: "1️⃣", in: story.snapshot))
        XCTAssertThrowsError(try story.rename(in: storyFile, at: storyOffset, to: "token")) { error in
            XCTAssertEqual(
                (error as? RenameRefusal)?.message,
                "StoryComponent, below LoggedInComponent, already requires `token`: it would then get LoggedInComponent's instead of RootComponent's")
        }
    }

    func testAForwardingProviderJoinsItsComponentsRequirementToTheRename() throws {
        let fixture = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var 1️⃣session: Session { shared { Session() } }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            protocol LoggedInDependency: Dependency { var 2️⃣session: Session { get } }
            final class LoggedInComponent: Component<LoggedInDependency> {
                var 3️⃣session: Session { dependency.4️⃣session }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var 5️⃣session: Session? { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "5️⃣", in: analysis.snapshot))
        // Feed's `Session?` is mistyped against LoggedIn's `Session`: still the same dependency.
        let edits = try analysis.rename(in: file, at: offset, to: "token")
        XCTAssertEqual(edits.map { markerAt($0.location, fixture, analysis) }, ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"])
    }

    func testANameANearerAncestorAlreadyProvidesIsRefused() throws {
        let fixture = Fixture("""
            //- App.swift
            final class RootComponent: BootstrapComponent {
                var 1️⃣session: Session { shared { Session() } }
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            final class LoggedInComponent: Component<EmptyDependency> {
                var token: Session { shared { Session() } }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        XCTAssertThrowsError(try analysis.rename(in: file, at: offset, to: "token")) { error in
            XCTAssertEqual(
                (error as? RenameRefusal)?.message,
                "LoggedInComponent already provides `token` above FeedComponent: it would then get LoggedInComponent's instead of RootComponent's")
        }
    }

    private func markerAt(_ location: SourceLocation, _ fixture: Fixture, _ analysis: Analysis) -> String {
        fixture.markers.first { marker, place in
            analysis.snapshot.id(forPath: place.path) == location.file && place.offset == location.range.start
        }?.key ?? "?\(location)"
    }
}
