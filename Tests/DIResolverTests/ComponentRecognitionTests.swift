import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// What is app code and what is a component: own generic base classes, the framework's own sources, and
/// Needle's committed generated file.
final class ComponentRecognitionTests: XCTestCase {
    private let screenBase = """
        //- Screen.swift
        open class ScreenComponent<D>: Component<D> {
            var tracker: Tracker { Tracker() }
        }
        """

    /// RIBs declares a `Component<D>` of its own: in a file that imports RIBs and not NeedleFoundation or
    /// DIRuntime, a bare `Component` is RIBs', never reported; qualified, Needle's is recognised anywhere.
    func testRIBsOwnComponentIsNotADIComponent() {
        let analysis = Fixture("""
            //- Root.swift
            import NeedleFoundation
            final class RootComponent: BootstrapComponent {
                var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            }
            //- LoggedInBuilder.swift
            import RIBs
            protocol LoggedInDependency: Dependency { var session: Session { get } }
            final class LoggedInComponent: NeedleFoundation.Component<LoggedInDependency> {}
            protocol ProfileRIBDependency: Dependency { var name: String { get } }
            final class ProfileRIBComponent: Component<ProfileRIBDependency> {}
            //- Both.swift
            import NeedleFoundation
            import RIBs
            protocol SettingsDependency: Dependency {}
            final class SettingsComponent: Component<SettingsDependency> {}
            """).analysis()
        XCTAssertNil(analysis.graph.component(named: "ProfileRIBComponent"))
        XCTAssertNotNil(analysis.graph.component(named: "LoggedInComponent"))
        XCTAssertNotNil(analysis.graph.component(named: "SettingsComponent"), "a file that imports NeedleFoundation too")
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency, .unreachableComponent], "\(analysis.described)")
    }

    func testAGenericClassIsABaseClassNeverAComponent() {
        let analysis = Fixture(screenBase).analysis()
        XCTAssertNil(analysis.graph.component(named: "ScreenComponent"))
        XCTAssertEqual(analysis.described, [], "no unknown protocol `D`, no unreachable base class")
    }

    func testASubclassOfAnOwnGenericBaseIsAComponentWithTheArgumentAsDependency() throws {
        let fixture = Fixture(screenBase + """

            //- Feed.swift
            final class Root: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var 1️⃣session: Session { get } }
            final class FeedComponent: ScreenComponent<FeedDependency> {}
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.graph.component(named: "FeedComponent")?.dependencyTypeName, "FeedDependency")
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency])
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "1️⃣", of: fixture))
    }

    func testOfSeveralParametersTheOnePassedToComponentIsTheDependency() {
        let graph = buildGraph(Fixture("""
            //- Screen.swift
            class ScreenComponent<VM: ViewModel, D>: Component<D> {}
            final class FeedComponent: ScreenComponent<FeedViewModel, FeedDependency> {}
            """).snapshot)
        XCTAssertEqual(graph.component(named: "FeedComponent")?.dependencyTypeName, "FeedDependency")
    }

    func testChainsOfBasesAndConcreteArgumentsInABase() {
        let fixture = Fixture("""
            //- Bases.swift
            open class BaseComponent<Dependency>: NeedleFoundation.Component<Dependency> {}
            open class ScreenComponent<Model, Dependency>: BaseComponent<Dependency> {}
            open class AppScreenComponent<Model>: ScreenComponent<Model, AppDependency> {}
            //- Feed.swift
            final class FeedComponent: ScreenComponent<FeedModel, FeedDependency> {}
            final class 1️⃣HelpComponent: 2️⃣AppScreenComponent<HelpModel> {}
            """)
        let graph = buildGraph(fixture.snapshot)
        XCTAssertEqual(graph.component(named: "FeedComponent")?.dependencyTypeName, "FeedDependency")
        XCTAssertEqual(graph.component(named: "HelpComponent")?.dependencyTypeName, "AppDependency")
        // A concrete argument written in a base is reported at the component's own inherited type.
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("unknown-dependency-protocol", at: "2️⃣", of: fixture), "\(analysis.described)")
    }

    func testABareComponentWithoutAnArgumentIsNotAComponent() {
        let graph = buildGraph(Fixture("""
            //- App.swift
            class Plain: Component {}
            class Qualified: NeedleFoundation.Component {}
            """).snapshot)
        XCTAssertEqual(graph.components.map(\.name), [])
    }

    func testAConfiguredBaseFromAnotherPackageGivesItsFirstArgument() {
        let snapshot = Fixture("""
            //- Feed.swift
            final class FeedComponent: ScreenComponent<FeedDependency, FeedViewModel> {}
            """).snapshot
        let graph = buildGraph(snapshot, configuration: GraphConfiguration(componentBaseClasses: ["ScreenComponent"]))
        XCTAssertEqual(graph.component(named: "FeedComponent")?.dependencyTypeName, "FeedDependency")
    }

    func testTheFrameworksOwnSourcesAreNotAppCode() {
        let analysis = Fixture("""
            //- Pods/NeedleFoundation/Sources/NeedleFoundation/Component.swift
            public protocol Scope: AnyObject { var path: [String] { get } }
            public protocol Dependency: AnyObject {}
            public protocol EmptyDependency: Dependency {}
            open class Component<DependencyType>: Scope {
                public let parent: Scope
                public var path: [String] { [] }
                public init(parent: Scope) { self.parent = parent }
            }
            //- Pods/NeedleFoundation/Sources/NeedleFoundation/Bootstrap.swift
            open class BootstrapComponent: Component<EmptyDependency> {
                public init() { super.init(parent: BootstrapScope()) }
            }
            //- Pods/NeedleFoundation/Sources/NeedleFoundation/Pluginized/NonCoreComponent.swift
            open class NonCoreComponent<DependencyType>: Component<DependencyType>, NonCoreScope {}
            //- App/Root.swift
            final class Root: BootstrapComponent {
                var session: Session { Session() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """).analysis()
        XCTAssertEqual(analysis.described, [])
        XCTAssertEqual(analysis.graph.components.map(\.name), ["Root", "FeedComponent"])
    }

    func testNeedlesGeneratedFileIsSkippedWithOneNote() {
        let fixture = Fixture("""
            //- App/Root.swift
            final class Root: BootstrapComponent {
                var session: Session { Session() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            protocol FeedDependency: Dependency { var session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            //- App/Providers.swift
            1️⃣import NeedleFoundation

            private class FeedDependencyA1Provider: FeedDependency {
                var session: Session { return root.session }
                private let root: Root
                init(root: Root) { self.root = root }
            }
            extension FeedComponent: Registration {
                public var registered: Bool { true }
            }
            private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
                __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.needleGeneratedFile])
        XCTAssertTrue(analysis.hasDiagnostic("needle-generated-file", at: "1️⃣", of: fixture))
        XCTAssertEqual(analysis.diagnostics.first?.severity, .note)
        XCTAssertTrue(analysis.diagnostics.first?.message.contains(#""severity": {"needle-generated-file": "off"}"#) == true, "says how to keep Needle")
        let keepingNeedle = fixture.analysis(configuration: AnalysisConfiguration(overrides: [.needleGeneratedFile: .off]))
        XCTAssertEqual(keepingNeedle.diagnostics.map(\.code), [], "a team that keeps Needle turns the note off")
        XCTAssertEqual(analysis.graph.component(named: "FeedComponent")?.providers.map(\.name), [], "its extension is not read")
    }
}
