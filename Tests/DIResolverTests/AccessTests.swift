import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// Which providers generated code can read: access as Swift gives it (extensions' defaults, the type's own
/// access as a cap), judged from the module the generated code is compiled into.
final class AccessTests: XCTestCase {
    // MARK: - Where generated code lives

    func testAnInternalProviderInTheRootsModuleIsReadForAComponentInAnotherModule() {
        let analysis = Fixture("""
            //- Sources/App/Root.swift
            final class Root: BootstrapComponent {
                var config: Config { Config() }
                var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Feature/Feed.swift
            public protocol FeedDependency: Dependency { var config: Config { get } }
            public final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [], "generated code lives in App, beside the root's internal provider")
    }

    func testAnInternalProviderOutsideTheGeneratedCodesModuleIsInaccessible() {
        let fixture = Fixture("""
            //- Sources/Core/Root.swift
            open class Root: BootstrapComponent {
                public var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Core/Root+Config.swift
            extension Root {
                var config: Config { Config() }
            }
            //- Sources/Feature/Feed.swift
            public protocol FeedDependency: Dependency { var 1️⃣config: Config { get } }
            public final class Feed: Component<FeedDependency> {}
            """)
        var configuration = AnalysisConfiguration()
        configuration.graph.generatedCodeModule = "App"
        let analysis = fixture.analysis(configuration: configuration)
        XCTAssertEqual(analysis.diagnostics.map(\.code), ["inaccessible-dependency"])
        XCTAssertTrue(analysis.hasDiagnostic("inaccessible-dependency", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "Feed needs `config: Config` (from FeedDependency), but the matching provider in Root (Root+Config.swift:2) "
                + "is internal to module Core, so generated code in module App cannot read it; make it public or package")
    }

    func testTheConfiguredModuleOfGeneratedCodeWinsOverTheRoots() {
        let fixture = Fixture("""
            //- Sources/App/Root.swift
            final class Root: BootstrapComponent {
                var config: Config { Config() }
                var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Feature/Feed.swift
            public protocol FeedDependency: Dependency { var config: Config { get } }
            public final class Feed: Component<FeedDependency> {}
            """)
        var configuration = AnalysisConfiguration()
        configuration.graph.generatedCodeModule = "Feature"
        XCTAssertEqual(fixture.analysis(configuration: configuration).diagnostics.map(\.code), ["inaccessible-dependency"])
    }

    func testEachRootsPathsAreJudgedFromThatRootsModule() {
        let analysis = Fixture("""
            //- Sources/Phone/PhoneRoot.swift
            final class PhoneRoot: BootstrapComponent {
                var clock: Clock { Clock() }
                var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Widget/WidgetRoot.swift
            final class WidgetRoot: BootstrapComponent {
                var clock: Clock { Clock() }
                var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Feature/Feed.swift
            public protocol FeedDependency: Dependency { var clock: Clock { get } }
            public final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [], "each app's generated code reads its own root's internal provider")
    }

    func testWithoutModulesNoAnswerDependsOnAModuleBoundary() {
        let analysis = Fixture("""
            //- Projects/App/Root.swift
            final class Root: BootstrapComponent {
                var config: Config { Config() }
                var feed: Feed { Feed(parent: self) }
            }
            //- Projects/Feature/Feed.swift
            protocol FeedDependency: Dependency { var config: Config { get } }
            final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [])
    }
}
