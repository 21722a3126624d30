import DITestSupport
import Foundation
import XCTest

/// `units` in `.di-lsp.json`: several apps in one repository (an app and its demo apps), each checked and generated
/// as its own graph, as Needle runs once per app. Without modules the two demos' `DemoComponent`s would be one
/// module's duplicates; as units they are two graphs.
final class GenerationUnitTests: XCTestCase {
    private let repository = """
        //- .git/HEAD
        //- .di-lsp.json
        {"units": [
          {"name": "App", "include": ["App", "Features"], "generatedFile": "App/Generated.swift"},
          {"name": "FeedDemo", "include": ["Demos/Feed", "Features/Feed"], "generatedFile": "Demos/Feed/Generated.swift"},
          {"name": "SearchDemo", "include": ["Demos/Search", "Features/Search"], "generatedFile": "Demos/Search/Generated.swift"}
        ]}
        //- App/AppComponent.swift
        final class AppComponent: BootstrapComponent {
            var session: Session { Session() }
            var query: Query { Query() }
            var feed: FeedComponent { FeedComponent(parent: self) }
            var search: SearchComponent { SearchComponent(parent: self) }
        }
        //- Features/Feed/FeedComponent.swift
        protocol FeedDependency: Dependency { var session: Session { get } }
        final class FeedComponent: Component<FeedDependency> {}
        //- Features/Search/SearchComponent.swift
        protocol SearchDependency: Dependency { var session: Session { get }; var query: Query { get } }
        final class SearchComponent: Component<SearchDependency> {}
        //- Demos/Feed/DemoComponent.swift
        final class DemoComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Demos/Search/DemoComponent.swift
        final class DemoComponent: BootstrapComponent {
            var session: Session { Session() }
            var search: SearchComponent { SearchComponent(parent: self) }
        }
        """

    func testEachUnitIsItsOwnGraphAndAFindingNamesItsUnits() throws {
        let tree = try FileTree(repository)
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 1, check.errors)
        // Only the search demo lacks `query`; the two `DemoComponent`s are no duplicate.
        XCTAssertEqual(check.output.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1, check.output)
        XCTAssertTrue(check.output.contains("needs `query: Query` (from SearchDependency), but no ancestor provides it"), check.output)
        XCTAssertTrue(check.output.contains("(unit SearchDemo) [missing-dependency]"), check.output)
        XCTAssertTrue(check.errors.contains("in 5 files (5 components, 3 units)"), check.errors)

        // A finding in a file two units share is printed once, naming both.
        try tree.write("protocol FeedDependency: Dependency { var session: Session { get }; var clock: Clock { get } }\nfinal class FeedComponent: Component<FeedDependency> {}\n", to: "Features/Feed/FeedComponent.swift")
        let shared = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertTrue(shared.output.contains("(units App, FeedDemo) [missing-dependency]"), shared.output)
    }

    func testGenerateWritesEveryUnitWithoutErrorsAndNotTheOthers() throws {
        let tree = try FileTree(repository)
        let generate = try runTool("di-gen", ["generate"], in: tree.root)
        XCTAssertEqual(generate.status, 1, generate.errors)
        XCTAssertTrue(generate.errors.contains("not writing Demos/Search/Generated.swift while unit SearchDemo has errors"), generate.errors)
        let app = try String(contentsOfFile: tree.path("App/Generated.swift"), encoding: .utf8)
        XCTAssertTrue(app.contains("to.child(AppComponent.self, 1)"), app)
        XCTAssertFalse(app.contains("DemoComponent"), app)
        let demo = try String(contentsOfFile: tree.path("Demos/Feed/Generated.swift"), encoding: .utf8)
        XCTAssertTrue(demo.contains("to.child(DemoComponent.self, 1)"), demo)
        XCTAssertFalse(demo.contains("SearchComponent"), demo)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("Demos/Search/Generated.swift")))

        let one = try runTool("di-gen", ["generate", "--unit", "FeedDemo"], in: tree.root)
        XCTAssertEqual(one.status, 0, one.errors)
        XCTAssertEqual(one.errors, "di-gen: unchanged Demos/Feed/Generated.swift (unit FeedDemo)\n")
        let unknown = try runTool("di-gen", ["generate", "--unit", "Widget"], in: tree.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.hasPrefix("di-gen: no unit named Widget; the units are App, FeedDemo, SearchDemo"), unknown.errors)
    }

    func testGraphAndMocksTakeOneUnit() throws {
        let tree = try FileTree(repository)
        let all = try runTool("di-gen", ["graph"], in: tree.root)
        XCTAssertEqual(all.status, 2)
        XCTAssertTrue(all.errors.contains("add --unit NAME (App, FeedDemo, SearchDemo)"), all.errors)
        let feed = try runTool("di-gen", ["graph", "--format", "mermaid", "--unit", "FeedDemo"], in: tree.root)
        XCTAssertEqual(feed.status, 0, feed.errors)
        XCTAssertTrue(feed.output.contains("DemoComponent") && feed.output.contains("FeedComponent"), feed.output)
        XCTAssertFalse(feed.output.contains("SearchComponent"), feed.output)
        let mocks = try runTool("di-gen", ["mocks", "--unit", "SearchDemo", "--output", "Mocks.swift"], in: tree.root)
        XCTAssertEqual(mocks.status, 0, mocks.errors)
        let text = try String(contentsOfFile: tree.path("Mocks.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("SearchDependencyMock"), text)
        XCTAssertFalse(text.contains("FeedDependencyMock"), text)
    }

    /// Files no unit includes are not checked, and the summary says how many, so nothing passes in silence.
    func testFilesInNoUnitAreCountedAndABrokenUnitIsAConfigurationError() throws {
        let tree = try FileTree(repository + "\n//- Legacy/OldComponent.swift\nfinal class OldComponent: Component<Missing> {}\n")
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertTrue(check.errors.contains("di-lsp: 1 Swift file is in no unit of .di-lsp.json, so not checked"), check.errors)
        for (text, message) in [
            (#"{"units": []}"#, #""units" must be a non-empty array of units"#),
            (#"{"units": [{"include": ["App"]}]}"#, #"each of "units" needs a "name""#),
            (#"{"units": [{"name": "A"}, {"name": "A"}]}"#, #"two units are named "A""#),
            (#"{"units": [{"name": "A", "output": "x"}]}"#, #"unknown key "output" in unit "A""#),
            (#"{"units": [{"name": "A", "generatedFile": "../x.swift"}]}"#, #""generatedFile" of unit "A" "#),
            (#"{"generatedFile": "G.swift", "units": [{"name": "A"}]}"#, #""generatedFile" and "units" cannot both be given"#),
            (#"{"units": [{"name": "A", "generatedFile": "G.swift"}, {"name": "B", "generatedFile": "G.swift"}]}"#, #"units "A" and "B" both write "G.swift""#),
            // One file spelled two ways: through `./`, through a linked folder, in another case.
            (#"{"units": [{"name": "A", "generatedFile": "Gen/G.swift"}, {"name": "B", "generatedFile": "Gen/./G.swift"}]}"#,
             #"units "A" and "B" both write one file, "Gen/G.swift" and "Gen/./G.swift""#),
            (#"{"units": [{"name": "A", "generatedFile": "App/G.swift"}, {"name": "B", "generatedFile": "AppLink/G.swift"}]}"#,
             #"units "A" and "B" both write one file"#),
            (#"{"units": [{"name": "A", "generatedFile": "Gen/G.swift"}, {"name": "B", "generatedFile": "gen/g.swift"}]}"#,
             #"units "A" and "B" both write one file"#),
        ] {
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: tree.path("AppLink"))) == nil { try tree.link("AppLink", to: "App") }
            try tree.write(text, to: ".di-lsp.json")
            let run = try runTool("di-lsp", ["--check", tree.root])
            XCTAssertEqual(run.status, 1, text)
            XCTAssertTrue(run.output.contains(message), "\(text): \(run.output)")
        }
    }

    /// Without `units`, the two demos' roots collide: one `separate-apps` error replaces the duplicates and
    /// suggests units, and declaring exactly those units checks the apps apart.
    func testCollidingAppsAreToldWhichUnitsToDeclare() throws {
        let unitsLine = repository.split(separator: "\n").firstIndex { $0.hasPrefix("//- App/") }!
        let withoutUnits = repository.split(separator: "\n", omittingEmptySubsequences: false)[unitsLine...].joined(separator: "\n")
        let tree = try FileTree("//- .git/HEAD\n" + withoutUnits)
        let check = try runTool("di-lsp", ["--check", tree.root])
        let errors = check.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, check.output)
        let suggestion = try XCTUnwrap(errors.first { $0.hasSuffix("[separate-apps]") }.map(String.init), check.output)
        XCTAssertTrue(suggestion.contains("3 root components are read as one graph and reuse 1 name (DemoComponent)"), suggestion)
        let units = try XCTUnwrap(suggestion.range(of: "\"units\": ").map { suggestion[$0.upperBound...].dropLast(" [separate-apps]".count) })
        XCTAssertEqual(String(units), #"[{"name": "App", "include": ["App", "Features"]}, "#
            + #"{"name": "Feed", "include": ["Demos/Feed", "Features/Feed"]}, {"name": "Search", "include": ["Demos/Search", "Features/Search"]}]"#)
        try tree.write("{\"units\": \(units)}", to: ".di-lsp.json")
        let separated = try runTool("di-lsp", ["--check", tree.root])
        // Apart, each app is checked on its own: the search demo lacks the query the app provides.
        XCTAssertEqual(separated.output.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1, separated.output)
        XCTAssertTrue(separated.output.contains("needs `query: Query` (from SearchDependency)"), separated.output)
        XCTAssertTrue(separated.errors.contains(", 3 units)"), separated.errors)
    }
}
