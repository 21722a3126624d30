import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// Each diagnostic code: where it is reported and exactly what it says.
final class DiagnosticTests: XCTestCase {
    func testMissingDependencyIsReportedOnceAtTheRequirement() throws {
        let fixture = Fixture("""
            //- Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                var other: OtherComponent { OtherComponent(parent: self) }
            }
            //- Feed.swift
            protocol FeedDependency: Dependency {
                var 1️⃣session: Session { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [
            "Feed.swift:2:9 missing-dependency: FeedComponent needs `session: Session` (from FeedDependency), but no ancestor provides it",
        ])
        XCTAssertEqual(analysis.errorCount, 1)
        // One branch, not named in the message, so no branch components among the related locations.
        XCTAssertEqual(analysis.diagnostics[0].related.map(\.message), ["FeedComponent declared here"])
    }

    func testMistypedDependencyGivesBothTypesAndTheProvidersPlace() {
        let fixture = Fixture("""
            //- Sources/App/LoggedIn.swift
            final class LoggedInComponent: BootstrapComponent {
                var session: SessionV2 { SessionV2() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency { var 1️⃣session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Feed.swift:1:43 mistyped-dependency: FeedComponent needs `session: Session` (from FeedDependency), "
                + "but LoggedInComponent provides `session: SessionV2` (LoggedIn.swift:2)",
        ])
        XCTAssertEqual(analysis.diagnostics.first?.related.first?.message, "provided here as `SessionV2`")
    }

    /// Editors show a message's first line cut at the window's edge: where it fails comes first, further
    /// examples last.
    func testAMessageOpensWithTheFailingBranchAndEndsWithTheOtherExamples() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
                var b: B { B(parent: self) }
                var c: C { C(parent: self) }
                var d: D { D(parent: self) }
            }
            final class A: Component<EmptyDependency> {
                var name: String { "A" }
                var leaf: Leaf { Leaf(parent: self) }
            }
            final class B: Component<EmptyDependency> {
                var name: String { "B" }
                var leaf: Leaf { Leaf(parent: self) }
            }
            final class C: Component<EmptyDependency> {
                var name: String { "C" }
                var leaf: Leaf { Leaf(parent: self) }
            }
            final class D: Component<EmptyDependency> {
                var name: String { "D" }
                var token: Int { 1 }
                var leaf: Leaf { Leaf(parent: self) }
                var other: Other { Other(parent: self) }
            }
            final class E: Component<EmptyDependency> {
                var token: String { "" }
                var other: Other { Other(parent: self) }
            }
            protocol LeafDependency: Dependency {
                var 1️⃣token: String { get }
                var name: String { get }
            }
            final class Leaf: Component<LeafDependency> {}
            protocol OtherDependency: Dependency { var 2️⃣token: String { get } }
            final class Other: Component<OtherDependency> {}
            extension Root { var e: E { E(parent: self) } }
            """)
        XCTAssertEqual(fixture.analysis().described, [
            "App.swift:30:9 missing-dependency: on 3 of 4 branches, first Root -> A -> Leaf, no ancestor provides "
                + "`token: String` to Leaf (from LeafDependency); also on Root -> B -> Leaf; Root -> C -> Leaf",
            "App.swift:30:9 mistyped-dependency: on branch Root -> D -> Leaf, D provides `token: Int` (App.swift:21), "
                + "but Leaf needs `token: String` (from LeafDependency)",
            "App.swift:34:44 mistyped-dependency: on branch Root -> D -> Other, D provides `token: Int` (App.swift:21), "
                + "but Other needs `token: String` (from OtherDependency)",
        ])
    }

    func testPrivateProviderIsInaccessibleButAWiderFartherOneIsUsed() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var token: Token { Token() }
                var a: A { A(parent: self) }
            }
            final class A: Component<EmptyDependency> {
                private var token: Token { Token() }
                fileprivate var 2️⃣key: Key { Key() }
                var b: B { B(parent: self) }
            }
            protocol BDependency: Dependency {
                var token: Token { get }
                var 1️⃣key: Key { get }
            }
            final class B: Component<BDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.count, 1, "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("inaccessible-dependency", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "B needs `key: Key` (from BDependency), but the matching provider in A (App.swift:7) is fileprivate, "
                + "so generated code cannot read it; make it internal or wider")
    }

    func testRecursiveComponentThatAlwaysResolvesIsNotACycleError() {
        let analysis = Fixture("""
            //- Browser.swift
            final class Root: BootstrapComponent {
                var fileSystem: FileSystem { shared { FileSystem() } }
                var folder: FolderComponent { FolderComponent(parent: self) }
            }
            protocol FolderDependency: Dependency { var fileSystem: FileSystem { get } }
            final class FolderComponent: Component<FolderDependency> {
                var fileSystem: FileSystem { dependency.fileSystem }
                func open() -> FolderComponent { FolderComponent(parent: self) }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [])
        XCTAssertEqual(analysis.resolution.cycles.count, 1)
    }

    func testCycleThatBreaksResolutionIsReportedAndEnds() {
        let fixture = Fixture("""
            //- Loop.swift
            final class Root: BootstrapComponent { var a: A { A(parent: self) } }
            protocol ADependency: Dependency { var thing: Thing { get } }
            final class 1️⃣A: Component<ADependency> {
                var thing: Thing { Thing() }
                var b: B { B(parent: self) }
            }
            final class B: Component<EmptyDependency> { var a: A { A(parent: self) } }
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("component-cycle", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics(withCode: "component-cycle").first?.message,
            "A is its own ancestor (A -> B -> A) and `thing: Thing` does not resolve at every depth")
        XCTAssertEqual(analysis.diagnostics(withCode: "component-cycle").first?.related.count, 2)
    }

    func testSelfCycleAndDenseGraphTerminate() {
        var source = "//- Dense.swift\nfinal class Root: BootstrapComponent { var c0: C0 { C0(parent: self) } }\n"
        for index in 0..<12 {
            let next = (index + 1) % 12
            source += "final class C\(index): Component<EmptyDependency> {\n"
            source += "  var n: C\(next) { C\(next)(parent: self) }\n  var s: C\(index) { C\(index)(parent: self) }\n"
            source += "  var r: Root2 { Root2(parent: self) }\n}\n"
        }
        source += "final class Root2: Component<EmptyDependency> { var c: C0 { C0(parent: self) } }\n"
        let analysis = Fixture(source).analysis()
        XCTAssertEqual(analysis.errorCount, 0)
    }

    func testUnknownDependencyProtocol() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
                var b: B { B(parent: self) }
            }
            protocol NotADependency { var x: Int { get } }
            final class A: Component<1️⃣FeedDependecy> {}
            final class B: Component<2️⃣NotADependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("unknown-dependency-protocol", at: "1️⃣", of: fixture), "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("unknown-dependency-protocol", at: "2️⃣", of: fixture))
        XCTAssertEqual(analysis.diagnostics.map(\.message), [
            "A depends on `FeedDependecy`, which is not a dependency protocol in this workspace",
            "B depends on `NotADependency`, a protocol that does not inherit Dependency",
        ])
    }

    func testDuplicateComponent() {
        let fixture = Fixture("""
            //- A.swift
            final class Root: BootstrapComponent { var f: Feed { Feed(parent: self) } }
            final class Feed: Component<EmptyDependency> {}
            //- B.swift
            final class 1️⃣Feed: Component<EmptyDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("duplicate-component", at: "1️⃣", of: fixture))
        XCTAssertEqual(analysis.diagnostics.count, 1, "\(analysis.described)")
    }

    func testUnreachableComponentIsAWarning() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {}
            final class 1️⃣Orphan: Component<EmptyDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("unreachable-component", at: "1️⃣", of: fixture))
        XCTAssertEqual(analysis.diagnostics.first?.severity, .warning)
        XCTAssertEqual(analysis.errorCount, 0)
    }

    func testShadowedProviderWarnsAtTheNearerOne() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var session: Session { Session() }
                var mid: Mid { Mid(parent: self) }
            }
            final class Mid: Component<EmptyDependency> {
                var 1️⃣session: Session { Session(mock: true) }
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var session: Session { get } }
            final class Leaf: Component<LeafDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("shadowed-provider", at: "1️⃣", of: fixture), "\(analysis.described)")
        XCTAssertEqual(analysis.diagnostics.first?.message, "`session: Session` in Mid hides the one in Root (App.swift:2) for Leaf")
    }

    func testAComponentInsideItselfDoesNotShadowItsOwnProvider() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var folder: Folder { Folder(parent: self) }
            }
            protocol FolderDependency: Dependency {}
            final class Folder: Component<FolderDependency> {
                var name: String { "folder" }
                var subfolder: Folder { Folder(parent: self) }
                var file: File { File(parent: self) }
            }
            protocol FileDependency: Dependency { var name: String { get } }
            final class File: Component<FileDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.diagnostics.isEmpty, "\(analysis.described)")
    }

    func testConditionalProviderGetsANote() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                #if DEBUG
                var menu: DebugMenu { DebugMenu() }
                #endif
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var 1️⃣menu: DebugMenu { get } }
            final class Leaf: Component<LeafDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("conditional-dependency", at: "1️⃣", of: fixture), "\(analysis.described)")
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "`menu` of Leaf resolves to Root's provider, which exists only when `DEBUG`")
        XCTAssertEqual(analysis.errorCount, 0)
    }

    func testHalfTypedFileGivesNoFalseMissingDependency() {
        let analysis = Fixture("""
            //- Root.swift
            final class Root: BootstrapComponent {
                var session: Session { Session() }
                func broken() {
                    if true {
                var feed: Feed { Feed(parent: self) }
            }
            //- Feed.swift
            protocol FeedDependency: Dependency { var session: Session { get }; var logger: Logger { get } }
            final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.diagnostics(withCode: "missing-dependency").count, 0, "\(analysis.described)")
    }

    func testSeverityOverridesAndDisabling() {
        let fixture = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {}
            final class Orphan: Component<EmptyDependency> {}
            """)
        let raised = fixture.analysis(configuration: AnalysisConfiguration(overrides: [.unreachableComponent: .error]))
        XCTAssertEqual(raised.errorCount, 1)
        let silenced = fixture.analysis(configuration: AnalysisConfiguration(overrides: [.unreachableComponent: .off]))
        XCTAssertEqual(silenced.diagnostics.count, 0)
    }
}
