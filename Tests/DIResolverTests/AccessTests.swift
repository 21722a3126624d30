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
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.inaccessibleDependency])
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
        XCTAssertEqual(fixture.analysis(configuration: configuration).diagnostics.map(\.code), [.inaccessibleDependency])
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

    // MARK: - Access as Swift gives it

    /// Root in Core, its consumer in Feature, generated code in App: only public and package members are read.
    private func coreRoot(_ rootAccess: String, extension extensionText: String) -> Analysis {
        let fixture = Fixture("""
            //- Sources/Core/Root.swift
            \(rootAccess) class Root: BootstrapComponent {
                public var feed: Feed { Feed(parent: self) }
            }
            //- Sources/Core/Root+Config.swift
            \(extensionText)
            //- Sources/Feature/Feed.swift
            public protocol FeedDependency: Dependency { var config: Config { get } }
            public final class Feed: Component<FeedDependency> {}
            """)
        var configuration = AnalysisConfiguration()
        configuration.graph.generatedCodeModule = "App"
        return fixture.analysis(configuration: configuration)
    }

    func testMembersOfAPublicExtensionArePublic() {
        XCTAssertEqual(coreRoot("open", extension: "public extension Root { var config: Config { Config() } }").described, [])
        XCTAssertEqual(coreRoot("public", extension: "package extension Root { var config: Config { Config() } }").described, [])
    }

    func testAMemberIsNeverMoreVisibleThanItsExtensionOrItsType() {
        let internalType = coreRoot("", extension: "public extension Root { var config: Config { Config() } }")
        XCTAssertEqual(internalType.diagnostics.map(\.code), [.inaccessibleDependency])
        XCTAssertTrue(internalType.diagnostics[0].message.contains("is internal to module Core"), internalType.diagnostics[0].message)
        let internalExtension = coreRoot("public", extension: "internal extension Root { public var config: Config { Config() } }")
        XCTAssertEqual(internalExtension.diagnostics.map(\.code), [.inaccessibleDependency])
    }

    func testMembersOfPrivateExtensionsAndTypesAreFilePrivate() {
        for declaration in [
            "private extension Root { var token: Token { Token() } }",
            "fileprivate extension Root { var token: Token { Token() } }",
        ] {
            let analysis = Fixture("""
                //- App.swift
                final class Root: BootstrapComponent {
                    var feed: Feed { Feed(parent: self) }
                }
                \(declaration)
                protocol FeedDependency: Dependency { var token: Token { get } }
                final class Feed: Component<FeedDependency> {}
                """).analysis()
            XCTAssertEqual(analysis.diagnostics.map(\.code), [.inaccessibleDependency], declaration)
            XCTAssertTrue(analysis.diagnostics.first?.message.contains("is fileprivate") == true, "\(analysis.described)")
        }
        let privateType = Fixture("""
            //- App.swift
            private final class Root: BootstrapComponent {
                var token: Token { Token() }
                var feed: Feed { Feed(parent: self) }
            }
            protocol FeedDependency: Dependency { var token: Token { get } }
            final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(privateType.diagnostics.map(\.code), [.inaccessibleDependency])
    }
}

/// Types compared as Swift sees them, through a whole analysis: real apps write `any P` in one place and `P` in
/// another, and name types through their own aliases.
final class TypeEqualityTests: XCTestCase {
    func testExistentialsCompositionsVoidAndTheStandardLibraryQualifierMatch() {
        let analysis = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var fetchMeals: any FetchMealListUseCase { FetchMealListUseCaseImpl() }
                var codec: Encoder & Decoder { Codec() }
                var onDone: () -> Void { {} }
                var count: Swift.Int { 1 }
                var feed: Feed { Feed(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var fetchMeals: FetchMealListUseCase { get }
                var codec: any Decoder & Encoder { get }
                var onDone: () -> () { get }
                var count: Int { get }
            }
            final class Feed: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [])
    }

    func testAWorkspaceTypeAliasEqualsItsTargetAndMessagesNameBoth() throws {
        let fixture = Fixture("""
            //- Aliases.swift
            typealias Token = String
            typealias Tokens = [Token]
            //- App.swift
            final class Root: BootstrapComponent {
                var token: String { "t" }
                var tokens: [String] { [] }
                var secret: Int { 1 }
                var feed: Feed { Feed(parent: self) }
            }
            protocol FeedDependency: Dependency {
                var 1️⃣token: Token { get }
                var tokens: Tokens { get }
                var 2️⃣secret: Token { get }
            }
            final class Feed: Component<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.mistypedDependency])
        XCTAssertTrue(analysis.hasDiagnostic("mistyped-dependency", at: "2️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "Feed needs `secret: Token` (= `String`) (from FeedDependency), but Root provides `secret: Int` (App.swift:4)")
        let (file, offset) = try XCTUnwrap(fixture.location(of: "1️⃣", in: analysis.snapshot))
        XCTAssertEqual(
            analysis.hover(in: file, at: offset)?.lines,
            ["`token: Token` (= `String`) from Root (1 level up) via Root -> Feed"])
    }
}
