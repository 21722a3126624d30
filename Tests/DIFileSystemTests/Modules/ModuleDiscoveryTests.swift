import DIAnalysis
import DIFileSystem
import DIIndex
import DIResolver
import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// Modules come from the build (`Package.swift`, `.xcodeproj`, `.di-lsp.json`), never from folder names, and do
/// not depend on how the paths were spelled.
final class ModuleDiscoveryTests: XCTestCase {
    private static let xcodeApp = FileTree.fixturesFolder + "/XcodeApp"
    private static let customPaths = FileTree.fixturesFolder + "/CustomPathsPackage"

    private func modules(_ paths: [String], configuration: WorkspaceConfiguration? = nil) -> [String: String] {
        let discovery = discoverSwiftFiles(in: paths, selection: configuration?.files ?? FileSelection(root: paths[0]))
        XCTAssertEqual(discovery.failures, [])
        let canonical = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return Dictionary(uniqueKeysWithValues: discovery.files.map { (canonical($0.path), $0.module ?? "-") })
    }

    private func errors(_ paths: [String]) throws -> [String] {
        let workspace = try loadWorkspace(paths)
        return analyze(workspace.snapshot).diagnostics.filter { $0.severity == .error }.map { diagnostic in
            let file = workspace.snapshot.file(diagnostic.location.file)?.path ?? "?"
            return "\(URL(fileURLWithPath: file).lastPathComponent) [\(diagnostic.code.rawValue)]"
        }
    }

    // MARK: - Xcode

    func testAnXcodeAppWithFeatureFoldersIsOneModuleAndChecksClean() throws {
        let root = Self.xcodeApp
        XCTAssertEqual(modules([root]), [
            root + "/Sources/Root/RootComponent.swift": "ShopApp",
            root + "/Sources/Feature/Cart/CartComponent.swift": "ShopApp",
            root + "/Sources/Feature/Checkout/CheckoutComponent.swift": "ShopApp",
            root + "/Sources/Feature/Scratch/Unlisted.swift": "-",
            root + "/Tests/CartTests.swift": "ShopAppTests",
        ])
        XCTAssertEqual(try errors([root]), [], "internal providers read within one app target are fine")
    }

    func testAFileInAnAppTargetAndItsTestBundleBelongsToTheApp() throws {
        let tree = try FileTree()
        try tree.copyFixture("XcodeApp", to: "App")
        let projectFile = tree.path("App/ShopApp.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: projectFile, encoding: .utf8)
        // The test bundle compiles RootComponent.swift too, and comes first in the project's target list.
        let edited = text
            .replacingOccurrences(of: "DA0000000000000000000B04 /* CartTests.swift in Sources */,", with: "DA0000000000000000000B04, DA0000000000000000000B01,")
            .replacingOccurrences(of: "DA0000000000000000000T01 /* ShopApp */,\n\t\t\t\tDA0000000000000000000T02 /* ShopAppTests */,", with: "DA0000000000000000000T02, DA0000000000000000000T01,")
        XCTAssertNotEqual(edited, text)
        try tree.write(edited, to: "App/ShopApp.xcodeproj/project.pbxproj")
        XCTAssertEqual(modules([tree.path("App")])[tree.path("App/Sources/Root/RootComponent.swift")], "ShopApp")
    }

    func testXcodeSynchronizedFoldersGiveTheirFilesToTheirTargetsWithExceptions() throws {
        let tree = try FileTree("""
            //- App.xcodeproj/project.pbxproj
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; rootObject = P;
              objects = {
                P = { isa = PBXProject; mainGroup = G; targets = ( A, W ); };
                G = { isa = PBXGroup; children = ( S ); sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; exceptions = ( E1, E2 ); };
                E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Widget/Shared.swift, Drafts ); target = A; };
                E2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Widget/Shared.swift ); target = W; };
                A = { isa = PBXNativeTarget; name = "Shop App"; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = ( S ); };
                W = { isa = PBXNativeTarget; name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
              };
            }
            //- Sources/Feature/Feed.swift
            //- Sources/Widget/Shared.swift
            //- Sources/Drafts/Old.swift
            """)
        XCTAssertEqual(modules([tree.root]), [
            tree.path("Sources/Feature/Feed.swift"): "Shop_App",
            tree.path("Sources/Widget/Shared.swift"): "ShopWidget",
            tree.path("Sources/Drafts/Old.swift"): "-",
        ])
    }

    // MARK: - SwiftPM

    func testPackageTargetsWithCustomPathsGiveTheModules() {
        let root = Self.customPaths
        XCTAssertEqual(modules([root]), [
            root + "/Package.swift": "-",
            root + "/Sources/Root/AppRootComponent.swift": "ShopApp",
            root + "/Sources/Profile/ProfileComponent.swift": "ShopApp",
            root + "/Modules/Features/Checkout/CheckoutComponent.swift": "ShopFeatures",
            root + "/Modules/Features/Drafts/DraftComponent.swift": "-",
            root + "/Modules/Core/Receipts/ReceiptComponent.swift": "ShopCore",
            root + "/Modules/Core/Scratch/Notes.swift": "-",
            root + "/Tests/ShopTests/ShopTests.swift": "ShopTests",
        ])
    }

    func testAGenuineCrossModuleInternalProviderIsReportedAndASameModuleOneIsNot() throws {
        XCTAssertEqual(try errors([Self.customPaths]), ["ReceiptComponent.swift [inaccessible-dependency]"])
    }

    func testTheAnswerDoesNotDependOnHowThePathsAreSpelled() throws {
        let root = Self.customPaths
        let whole = modules([root])
        let tree = try FileTree()
        try tree.link("Package", to: root)
        XCTAssertEqual(modules([root + "/Sources/Root", root + "/Sources/Profile"]), whole.filter { $0.key.contains("/Sources/") })
        XCTAssertEqual(modules([root + "/Modules/Features/../Core/./Receipts/"]), whole.filter { $0.key.contains("/Receipts/") })
        XCTAssertEqual(modules([tree.path("Package/Modules")]), whole.filter { $0.key.contains("/Modules/") }, "through a link")
        XCTAssertEqual(modules([root + "/Sources/Root/AppRootComponent.swift"]), whole.filter { $0.key.hasSuffix("AppRootComponent.swift") })
        XCTAssertEqual(
            try errors([root + "/Modules/Core", root + "/Modules/Features", root + "/Sources"]),
            ["ReceiptComponent.swift [inaccessible-dependency]"])
    }

    func testWithoutABuildDescriptionEveryFileIsInOneModuleAndNoBoundaryErrorIsReported() throws {
        let tree = try FileTree("""
            //- Sources/Root/Root.swift
            final class RootComponent: BootstrapComponent {
                var store: Store { Store() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/Feed/Feed.swift
            protocol FeedDependency: Dependency { var store: Store { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        XCTAssertEqual(Set(modules([tree.root]).values), ["-"])
        XCTAssertEqual(try errors([tree.root]), [])
    }

    // MARK: - Tuist

    /// Tuist apps commit no `.xcodeproj`: each folder with a `Project.swift` is a project whose targets follow the
    /// micro-feature convention; a `Project.swift` that is not a manifest is a source file like any other.
    func testTuistProjectsWithoutAnXcodeProjectFollowTheMicroFeatureConvention() throws {
        let tree = try FileTree("""
            //- Projects/App/Project.swift
            import ProjectDescription
            let project = Project(name: "App", targets: [])
            //- Projects/App/Sources/AppComponent.swift
            //- Projects/App/Sources/Application/Delegate.swift
            //- Projects/Feature/Search-Feature/Project.swift
            import ProjectDescription
            //- Projects/Feature/Search-Feature/Sources/Search.swift
            //- Projects/Feature/Search-Feature/Interface/SearchInterface.swift
            //- Projects/Feature/Search-Feature/Tests/Project.swift
            // Keeps the folder in git.
            //- Projects/Feature/Search-Feature/Tests/SearchTests.swift
            //- Projects/Feature/Search-Feature/Demo/Sources/DemoApp.swift
            //- Projects/Feature/Search-Feature/Helper.swift
            //- Scripts/Tool.swift
            """)
        let found = modules([tree.root])
        XCTAssertEqual(found, [
            tree.path("Projects/App/Project.swift"): "App",
            tree.path("Projects/App/Sources/AppComponent.swift"): "App",
            tree.path("Projects/App/Sources/Application/Delegate.swift"): "App",
            tree.path("Projects/Feature/Search-Feature/Project.swift"): "Search_Feature",
            tree.path("Projects/Feature/Search-Feature/Sources/Search.swift"): "Search_Feature",
            tree.path("Projects/Feature/Search-Feature/Interface/SearchInterface.swift"): "Search_FeatureInterface",
            tree.path("Projects/Feature/Search-Feature/Tests/Project.swift"): "Search_FeatureTests",
            tree.path("Projects/Feature/Search-Feature/Tests/SearchTests.swift"): "Search_FeatureTests",
            tree.path("Projects/Feature/Search-Feature/Demo/Sources/DemoApp.swift"): "Search_FeatureDemo",
            tree.path("Projects/Feature/Search-Feature/Helper.swift"): "Search_Feature",
            tree.path("Scripts/Tool.swift"): "-",
        ])
        let discovery = discoverSwiftFiles(in: [tree.root], selection: FileSelection(root: tree.root))
        XCTAssertEqual(discovery.moduleSummary, "Tuist layout, 5 modules")
    }

    /// `tuist graph --format json` (XcodeGraph: projects and targets keyed, sources as objects, buildable folders)
    /// gives exact modules, product names and settings included; a test bundle never takes a file from its app.
    func testTuistGraphJSONGivesEachFileItsTargetsModule() throws {
        let tree = try FileTree("""
            //- Projects/App/Project.swift
            import ProjectDescription
            //- Projects/App/Sources/AppComponent.swift
            //- Projects/App/Tests/AppTests.swift
            //- Projects/Feed/Project.swift
            import ProjectDescription
            //- Projects/Feed/Sources/Feed.swift
            //- Projects/Feed/Sources/New.swift
            //- Projects/Feed/Interface/Nested/FeedInterface.swift
            """)
        let root = tree.root
        try tree.write("""
            {"name": "Shop", "path": "\(root)", "projects": ["\(root)/Projects/App", {"name": "App", "targets": {
              "ShopAppTests": {"name": "ShopAppTests", "product": "unit_tests", "productName": "ShopAppTests", "bundleId": "t",
                "sources": [{"path": "\(root)/Projects/App/Sources/AppComponent.swift"}, {"path": "\(root)/Projects/App/Tests/AppTests.swift"}]},
              "Shop-App": {"name": "Shop-App", "product": "app", "productName": "Shop_App", "bundleId": "a",
                "sources": [{"path": "\(root)/Projects/App/Sources/AppComponent.swift", "compilerFlags": null}]}}},
              "\(root)/Projects/Feed", {"name": "Feed", "targets": {
              "FeedKit": {"name": "FeedKit", "product": "framework", "productName": "FeedKit", "bundleId": "f",
                "settings": {"base": {"PRODUCT_MODULE_NAME": {"string": "Feed"}}},
                "sources": [{"path": "\(root)/Projects/Feed/Sources/Feed.swift"}]},
              "FeedInterface": {"name": "FeedInterface", "product": "framework", "productName": "FeedInterface", "bundleId": "i",
                "sources": [], "buildableFolders": [{"path": "\(root)/Projects/Feed/Interface", "exceptions": []}]}}}],
             "dependencies": [{"target": {"name": "FeedKit", "path": "\(root)/Projects/Feed"}}]}
            """, to: "graph.json")
        let configuration = WorkspaceConfiguration(root: root)
        var withGraph = configuration
        withGraph.files.tuistGraph = "graph.json"
        let discovery = discoverSwiftFiles(in: [root], selection: withGraph.files)
        XCTAssertEqual(discovery.modules.notes, [])
        let found = modules([root], configuration: withGraph)
        XCTAssertEqual(found[tree.path("Projects/App/Sources/AppComponent.swift")], "Shop_App")
        XCTAssertEqual(found[tree.path("Projects/App/Tests/AppTests.swift")], "ShopAppTests")
        XCTAssertEqual(found[tree.path("Projects/Feed/Sources/Feed.swift")], "Feed", "PRODUCT_MODULE_NAME wins")
        XCTAssertEqual(found[tree.path("Projects/Feed/Interface/Nested/FeedInterface.swift")], "FeedInterface")
        XCTAssertEqual(found[tree.path("Projects/Feed/Sources/New.swift")], "Feed", "a file newer than the graph: the convention")
        XCTAssertEqual(discovery.moduleSummary, "tuist graph, Tuist layout, 5 modules")
    }

    /// `--format legacyJSON` (ProjectAutomation: targets in arrays, sources as strings, here relative to the graph
    /// file); a file that cannot be used is a note and the convention applies.
    func testLegacyTuistGraphJSONAndAnUnusableGraphIsANote() throws {
        let tree = try FileTree("""
            //- Projects/Feed/Project.swift
            import ProjectDescription
            //- Projects/Feed/Sources/Feed.swift
            //- Graphs/graph.json
            {"name": "Shop", "projects": {"Projects/Feed": {"name": "Feed", "targets": [
              {"name": "FeedFeature", "product": "staticFramework", "productName": "FeedFeature", "sources": ["../Projects/Feed/Sources/Feed.swift"]}]}}}
            //- broken.json
            {"projects": [
            """)
        var configuration = WorkspaceConfiguration(root: tree.root)
        configuration.files.tuistGraph = "Graphs/graph.json"
        XCTAssertEqual(modules([tree.root], configuration: configuration)[tree.path("Projects/Feed/Sources/Feed.swift")], "FeedFeature")
        for (file, note) in [("broken.json", "is not JSON"), ("missing.json", "could not read"), ("Graphs", "could not read")] {
            configuration.files.tuistGraph = file
            let discovery = discoverSwiftFiles(in: [tree.root], selection: configuration.files)
            XCTAssertEqual(discovery.modules.notes.count, 1, file)
            XCTAssertTrue(discovery.modules.notes.first?.contains(note) == true, "\(file): \(discovery.modules.notes)")
            XCTAssertEqual(modules([tree.root], configuration: configuration)[tree.path("Projects/Feed/Sources/Feed.swift")], "Feed")
        }
    }

    /// A generated `.xcodeproj` beside `Project.swift` is the exact answer and wins over the convention; globs in
    /// `.di-lsp.json` win over both.
    func testAGeneratedXcodeProjectOrAGlobWinsOverTheTuistConvention() throws {
        let tree = try FileTree("""
            //- Project.swift
            import ProjectDescription
            //- Sources/Root/RootComponent.swift
            //- Tools/Lint.swift
            """)
        try tree.copyFixture("XcodeApp/ShopApp.xcodeproj", to: "ShopApp.xcodeproj")
        let found = modules([tree.root])
        XCTAssertEqual(found[tree.path("Sources/Root/RootComponent.swift")], "ShopApp")
        XCTAssertEqual(found[tree.path("Tools/Lint.swift")], "-", "the Xcode project does not list it")
        let configuration = WorkspaceConfiguration(root: tree.root, modules: ["Tools": "Tooling"])
        XCTAssertEqual(modules([tree.root], configuration: configuration)[tree.path("Tools/Lint.swift")], "Tooling")
    }

    // MARK: - .di-lsp.json

    func testConfiguredGlobsComeFirstAndTheLongestMatchWins() throws {
        let root = Self.customPaths
        let configuration = WorkspaceConfiguration(root: root, modules: [
            "Sources": "App", "Sources/Profile/**": "Profiles", "**/Scratch/*.swift": "Scratch",
        ])
        let found = modules([root], configuration: configuration)
        XCTAssertEqual(found[root + "/Sources/Root/AppRootComponent.swift"], "App")
        XCTAssertEqual(found[root + "/Sources/Profile/ProfileComponent.swift"], "Profiles")
        XCTAssertEqual(found[root + "/Modules/Core/Scratch/Notes.swift"], "Scratch")
        XCTAssertEqual(found[root + "/Modules/Core/Receipts/ReceiptComponent.swift"], "ShopCore", "unmatched files fall back to the package")
    }

    /// A Tuist-shaped tree mapped by two capture globs instead of one entry per module.
    func testCaptureGlobsNameAModulePerFolder() throws {
        let tree = try FileTree("""
            //- Projects/Feature/Search-Feature/Sources/Search.swift
            //- Projects/Feature/Search-Feature/Interface/SearchInterface.swift
            //- Projects/Domain/User/Sources/Nested/User.swift
            //- Projects/Domain/User/Testing/UserMock.swift
            """)
        let configuration = WorkspaceConfiguration(root: tree.root, modules: [
            "Projects/*/{name}/Sources/**": "{name}", "Projects/*/{name}/{part}/**": "{name}{part}",
        ])
        XCTAssertEqual(modules([tree.root], configuration: configuration), [
            tree.path("Projects/Feature/Search-Feature/Sources/Search.swift"): "Search_Feature",
            tree.path("Projects/Feature/Search-Feature/Interface/SearchInterface.swift"): "Search_FeatureInterface",
            tree.path("Projects/Domain/User/Sources/Nested/User.swift"): "User",
            tree.path("Projects/Domain/User/Testing/UserMock.swift"): "UserTesting",
        ])
        let partial = WorkspaceConfiguration(root: tree.root, modules: ["Projects/*/{name}-Feature/**": "{name}Feature"])
        XCTAssertEqual(modules([tree.root], configuration: partial)[tree.path("Projects/Feature/Search-Feature/Sources/Search.swift")], "SearchFeature")
    }

    func testTheModulesKeyIsReadAndValidated() throws {
        let tree = try FileTree()
        try tree.write(#"{"modules": {"Sources/Feature/**": "Feature", "App": "App"}}"#, to: ".di-lsp.json")
        let (configuration, problems) = loadWorkspaceConfiguration(root: tree.root)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.modules, ["Sources/Feature/**": "Feature", "App": "App"])
        for (text, message) in [
            (#"{"modules": ["Sources"]}"#, #""modules" must be an object from path glob to module name"#),
            (#"{"modules": {"Sources": "2Fast"}}"#, #"the module of "Sources" in "modules" must be a Swift module name"#),
            (#"{"modules": {"/abs/Sources": "App"}}"#, #""/abs/Sources" must be relative to the folder of .di-lsp.json"#),
            (#"{"modules": {"Projects/{name}": "{other}"}}"#, #"the module of "Projects/{name}" uses {other}, which its glob does not capture"#),
            (#"{"tuistGraph": 3}"#, #""tuistGraph" must be the path of `tuist graph --format json` output"#),
            (#"{"tuistGraph": "/tmp/graph.json"}"#, #""/tmp/graph.json" must be relative to the folder of .di-lsp.json"#),
        ] {
            try tree.write(text, to: ".di-lsp.json")
            let (_, problems) = loadWorkspaceConfiguration(root: tree.root)
            XCTAssertEqual(problems.count, 1, text)
            XCTAssertTrue(problems.first?.message.hasPrefix(message) == true, "\(text): \(problems.first?.message ?? "none")")
        }
    }

    func testTheConfigurationIsFoundFromASubFolder() throws {
        let tree = try FileTree("""
            //- .git/HEAD
            //- .di-lsp.json
            {"modules": {"Sources/Feed": "Feed"}}
            //- Sources/Feed/Feed.swift
            """)
        XCTAssertEqual(workspaceRoot(forPaths: [tree.path("Sources/Feed")]), tree.root)
        XCTAssertEqual(workspaceRoot(forPaths: [tree.path("Sources/Feed/Feed.swift")]), tree.root)
        let below = try FileTree("""
            //- .di-lsp.json
            {}
            //- Repository/.git/HEAD
            //- Repository/Sources/A.swift
            """)
        XCTAssertEqual(workspaceRoot(forPaths: [below.path("Repository/Sources")]), below.path("Repository/Sources"), "not above the repository")
    }

    // MARK: - Generated code

    func testTheGeneratedFileHasTheModuleOfTheTargetItWillBeCompiledIn() throws {
        let tree = try FileTree()
        try tree.copyFixture("CustomPathsPackage", to: "Shop")
        try tree.write(#"{"generatedFile": "Sources/Generated/Providers.swift"}"#, to: "Shop/.di-lsp.json")
        let (configuration, problems) = loadWorkspaceConfiguration(root: tree.path("Shop"))
        XCTAssertEqual(problems, [])
        XCTAssertEqual(configuration.analysis.graph.generatedCodeModule, "ShopApp", "the file does not exist yet")
        XCTAssertEqual(generatedCodeModule(output: tree.path("Shop/Modules/Features/New/Out.swift"), configuration: configuration), "ShopFeatures")
        XCTAssertEqual(generatedCodeModule(output: tree.path("Elsewhere/Out.swift"), configuration: configuration), nil)
    }
}
