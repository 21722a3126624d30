import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Who reads each provider: the reverse of the bindings, as editors show it after a provider.
final class ProviderReadersTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var 1️⃣session: Session { shared { Session() } }
            var 2️⃣store: Store { Store() }
            var 3️⃣clock: Clock { Clock() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        protocol LoggedInDependency: Dependency { var session: Session { get } }
        final class LoggedInComponent: Component<LoggedInDependency> {
            var 4️⃣store: Store { Store() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Session { get }
            var store: Store { get }
            var clock: Clock? { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """)

    func testReadersAreTheComponentsWhoseRequirementsResolveToTheProvider() throws {
        let analysis = fixture.analysis()
        func readers(_ marker: String) throws -> [String] {
            let (file, offset) = try XCTUnwrap(fixture.location(of: marker, in: analysis.snapshot))
            let provider = try XCTUnwrap(
                analysis.graph.components.flatMap(\.providers).first { $0.location.file == file && $0.location.range.start == offset })
            return analysis.resolution.readers(ofProviderAt: provider.location).map { analysis.graph[$0].name }
        }
        // The root's session is read by both; Feed under the root reads the root's store, Feed under LoggedIn
        // reads LoggedIn's, which hides the root's there.
        XCTAssertEqual(try readers("1️⃣"), ["LoggedInComponent", "FeedComponent"].sorted { order(analysis, $0, $1) })
        XCTAssertEqual(try readers("2️⃣"), ["FeedComponent"])
        XCTAssertEqual(try readers("4️⃣"), ["FeedComponent"])
        // `Clock` is required as `Clock?`: a mistyped provider is not read.
        XCTAssertEqual(try readers("3️⃣"), [])
    }

    private func order(_ analysis: Analysis, _ lhs: String, _ rhs: String) -> Bool {
        analysis.graph.component(named: lhs)!.id < analysis.graph.component(named: rhs)!.id
    }
}
