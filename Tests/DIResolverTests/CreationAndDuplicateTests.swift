import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// Needle's other checks: a component is created by its parent component with `parent: self`, and a
/// dependency protocol's name is declared once.
final class CreationAndDuplicateTests: XCTestCase {
    private let feed = """
        //- Feed.swift
        protocol FeedDependency: Dependency {}
        final class FeedComponent: Component<FeedDependency> {}
        """

    func testACreationWithAnotherParentIsReportedWhereItIsWritten() {
        let fixture = Fixture(feed + """

            //- Root.swift
            final class RootComponent: BootstrapComponent {
                let shared: RootComponent
                var feed: FeedComponent { 1️⃣FeedComponent(parent: shared) }
                var again: FeedComponent { 2️⃣FeedComponent(parent: self.shared) }
                var fine: FeedComponent { FeedComponent(parent: self) }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.parentNotSelf, .parentNotSelf], "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("parent-not-self", at: "1️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("parent-not-self", at: "2️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "FeedComponent is created with a parent other than `self`; a component is created by its parent component "
                + "as `FeedComponent(parent: self)`, or the analysis and generated code cannot know its branch")
    }

    /// Tests put components under test parents and mocks on purpose (`DIRuntimeTesting`, Needle's mock paths).
    func testTestCodeMayCreateComponentsWithAnyParent() {
        for framework in ["XCTest", "Testing", "DIRuntimeTesting", "NeedleFoundationTest"] {
            let analysis = Fixture(feed + """

                //- Root.swift
                final class RootComponent: BootstrapComponent { var feed: FeedComponent { FeedComponent(parent: self) } }
                //- FeedTests.swift
                import \(framework)
                final class FeedTests {
                    func testFeed() { _ = FeedComponent(parent: FeedComponent.testParent(providing: FeedDependencyMock())) }
                }
                """).analysis()
            XCTAssertEqual(analysis.described, [], framework)
        }
    }

    func testACreationOutsideAnyComponentIsReported() {
        let fixture = Fixture(feed + """

            //- Elsewhere.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            let global = 1️⃣FeedComponent(parent: RootComponent())
            func makeFeed(root: RootComponent) -> FeedComponent { 2️⃣FeedComponent(parent: root) }
            struct Factory {
                func make() -> FeedComponent { 3️⃣FeedComponent(parent: self) }
            }
            final class Coordinator {
                var feed: FeedComponent { 4️⃣.init(parent: self) }
            }
            extension UIViewController {
                var feed: FeedComponent { 5️⃣FeedComponent(parent: self) }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), Array(repeating: .parentNotSelf, count: 5), "\(analysis.described)")
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"] {
            XCTAssertTrue(analysis.hasDiagnostic("parent-not-self", at: marker, of: fixture), marker)
        }
        XCTAssertEqual(
            analysis.diagnostics(withCode: "parent-not-self").map(\.message).filter { $0.contains("Coordinator") },
            ["FeedComponent is created with `parent: self` in Coordinator, which is not a component; create it in its parent "
                + "component's body or an extension of it"])
    }

    func testOtherCallsWithAParentLabelAreNotCreations() {
        let analysis = Fixture(feed + """

            //- Other.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                override init(parent: Scope) { super.init(parent: parent) }
            }
            struct PhotoPicker {
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                func layout() { arrange(parent: view) }
            }
            open class ScreenComponent<D>: Component<D> {
                var help: FeedComponent { FeedComponent(parent: self) }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [])
    }

    func testTwoDependencyProtocolsWithOneNameAreReported() {
        let fixture = Fixture("""
            //- A/Feed.swift
            protocol FeedDependency: Dependency { var session: Session { get } }
            //- B/Feed.swift
            protocol 1️⃣FeedDependency: Dependency { var store: Store { get } }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.duplicateDependencyProtocol])
        XCTAssertTrue(analysis.hasDiagnostic("duplicate-dependency-protocol", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "dependency protocol FeedDependency is already declared at Feed.swift:1; components name their dependency "
                + "protocol by name, so only the first one is used")
    }
}
