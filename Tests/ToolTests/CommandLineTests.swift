import DITestSupport
import Foundation
import XCTest

/// The command lines of `di-lsp` and `di-gen` as a new user types them: help for each command, a wrong word
/// named, `--` before paths, colour only where it belongs, and a summary that comes after the diagnostics.
final class CommandLineTests: XCTestCase {
    private let mistake = """
        //- .di-lsp.json
        {}
        //- Root.swift
        final class RootComponent: BootstrapComponent {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        protocol FeedDependency: Dependency { var store: Store { get } }
        final class FeedComponent: Component<FeedDependency> {}
        """

    func testEachDIGenCommandHasItsOwnHelp() throws {
        for command in ["generate", "graph", "mocks", "modules"] {
            let result = try runTool("di-gen", [command, "--help"])
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.output.hasPrefix("usage: di-gen \(command) "), result.output)
        }
        XCTAssertEqual(try runTool("di-lsp", ["--check", "--help"]).status, 0)
    }

    /// `di-gen mocks` with only protocols no mock can implement writes nothing and exits 1, naming each reason.
    func testMocksWithNothingToWriteFailsAndWritesNothing() throws {
        let tree = try FileTree("""
            //- Shapes.swift
            protocol IndexedDependency: Dependency { subscript(index: Int) -> String { get } }
            protocol SharedDependency: Dependency { static var shared: String { get } }
            """)
        let run = try runTool("di-gen", ["mocks", "--output", tree.path("Mocks.swift"), tree.root])
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.errors.contains("di-gen: warning: no mock for IndexedDependency: IndexedDependency requires `subscript`"), run.errors)
        XCTAssertTrue(run.errors.contains("di-gen: no protocol can have a mock; not writing"), run.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("Mocks.swift")))
    }

    /// Every command takes `--color` (one option table for both tools), and a near miss is named.
    func testEveryCommandTakesColorAndNearMissesAreSuggested() throws {
        let tree = try FileTree(mistake)
        for command in [["graph"], ["mocks", "--output", tree.path("Mocks.swift")]] {
            let run = try runTool("di-gen", command + ["--color", "never", tree.root])
            XCTAssertEqual(run.status, 0, "\(command): \(run.errors)")
        }
        XCTAssertEqual(try runTool("di-lsp", ["--check", "--color=never", tree.root]).status, 1)
        let typo = try runTool("di-gen", ["graph", "--fromat", "dot"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.errors.hasPrefix("di-gen: unknown option --fromat; did you mean --format?"), typo.errors)
        let check = try runTool("di-lsp", ["check", "."])
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.errors.hasPrefix("di-lsp: unknown command check; did you mean --check?"), check.errors)
    }

    /// `di-gen modules` lists what the checks use, so a user can see why a boundary is (or is not) reported.
    func testModulesListsEachFilesModuleAndWhereModulesCameFrom() throws {
        let tree = try FileTree("""
            //- Projects/Feed/Project.swift
            import ProjectDescription
            //- Projects/Feed/Sources/Feed.swift
            //- Projects/Feed/Interface/FeedInterface.swift
            //- Scripts/Tool.swift
            """)
        let run = try runTool("di-gen", ["modules", "."], in: tree.root)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output, """
            FeedInterface\tProjects/Feed/Interface/FeedInterface.swift
            Feed\tProjects/Feed/Project.swift
            Feed\tProjects/Feed/Sources/Feed.swift
            -\tScripts/Tool.swift

            """)
        XCTAssertEqual(run.errors, "di-gen: 4 files; modules: Tuist layout, 2 modules\n")
    }

    func testAnUnknownCommandIsNamed() throws {
        let result = try runTool("di-gen", ["bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("di-gen: unknown command 'bogus'"), result.errors)
    }

    func testStdioWithOtherArgumentsIsAUsageErrorNotAServer() throws {
        let result = try runTool("di-lsp", ["--stdio", "--check", "."])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("di-lsp: --stdio takes no other arguments"), result.errors)
    }

    func testPathsAfterDoubleDashMayStartWithADash() throws {
        let tree = try FileTree(mistake.replacingOccurrences(of: "//- Root.swift", with: "//- -odd/Root.swift"))
        let check = try runTool("di-lsp", ["--check", "--", "-odd"], in: tree.root)
        XCTAssertEqual(check.status, 1, check.errors)
        XCTAssertTrue(check.output.contains("[missing-dependency]"), check.output)
        let graph = try runTool("di-gen", ["graph", "--format", "json", "--", "-odd"], in: tree.root)
        XCTAssertEqual(graph.status, 0, graph.errors)
        XCTAssertTrue(graph.output.contains("FeedComponent"))
    }

    func testColourOnlyWhenAskedOrOnATerminal() throws {
        let tree = try FileTree(mistake)
        let plain = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertFalse(plain.output.contains("\u{1B}["), "a pipe gets no colour")
        let forced = try runTool("di-lsp", ["--check", "--color", "always", tree.root])
        XCTAssertTrue(forced.output.contains("\u{1B}[1;31merror:\u{1B}[0m"), forced.output)
        XCTAssertEqual(forced.output.replacingOccurrences(of: #"\x{1B}\[[0-9;]*m"#, with: "", options: .regularExpression), plain.output)
        let never = try runTool("di-lsp", ["--check", "--color=never", tree.root])
        XCTAssertEqual(never.output, plain.output)
        XCTAssertEqual(try runTool("di-lsp", ["--check", "--color", "sometimes", tree.root]).status, 2)
    }

    func testTheSummaryComesAfterTheDiagnosticsInOnePipe() throws {
        let tree = try FileTree(mistake)
        let result = try runTool("di-lsp", ["--check", tree.root], mergeStreams: true)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, result.output)  // the error, its note, the summary
        XCTAssertTrue(lines.first?.contains("error: ") == true, result.output)
        XCTAssertTrue(lines.last?.hasPrefix("di-lsp: 1 error, 0 warnings") == true, result.output)
    }

    func testTheSummaryNamesTheConfigurationFoundAboveThePaths() throws {
        let tree = try FileTree(mistake.replacingOccurrences(of: "//- Root.swift", with: "//- Sources/App/Root.swift"))
        let result = try runTool("di-lsp", ["--check", tree.path("Sources/App")])
        XCTAssertTrue(result.errors.hasSuffix("; configuration \(tree.path(".di-lsp.json"))\n"), result.errors)
        let generate = try runTool("di-gen", ["generate", "--output", tree.path("Generated.swift"), tree.path("Sources")])
        XCTAssertEqual(generate.status, 1)
        XCTAssertTrue(generate.errors.hasPrefix("di-gen: 1 error, 0 warnings"), generate.errors)
    }

    func testAPathNamedInsideAnExcludedFolderIsStillChecked() throws {
        let tree = try FileTree(mistake
            .replacingOccurrences(of: "{}", with: #"{"exclude": ["Fixtures"]}"#)
            .replacingOccurrences(of: "//- Root.swift", with: "//- Fixtures/App/Root.swift"))
        let whole = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(whole.status, 0)
        XCTAssertTrue(whole.errors.hasPrefix("di-lsp: no Swift files in"), whole.errors)
        let named = try runTool("di-lsp", ["--check", tree.path("Fixtures/App")])
        XCTAssertEqual(named.status, 1, named.errors)
        XCTAssertTrue(named.output.contains("[missing-dependency]"), named.output)
    }

    /// A component name two modules declare is written qualified by its module (the build test is
    /// `GeneratedAppTests.testSameNamesInTwoModulesGenerateQualifiedCodeThatRuns`).
    func testDIGenQualifiesAComponentNameTwoModulesDeclare() throws {
        let tree = try FileTree("""
            //- .di-lsp.json
            {"modules": {"Sources/App": "App", "Sources/Feed": "Feed", "Sources/Search": "Search"}}
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
                var search: SearchComponent { SearchComponent(parent: self) }
            }
            //- Sources/Feed/Feed.swift
            final class FeedComponent: Component<EmptyDependency> { var detail: DetailComponent { DetailComponent(parent: self) } }
            final class DetailComponent: Component<EmptyDependency> {}
            //- Sources/Search/Search.swift
            final class SearchComponent: Component<EmptyDependency> { var detail: DetailComponent { DetailComponent(parent: self) } }
            final class DetailComponent: Component<EmptyDependency> {}
            """)
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        let generate = try runTool("di-gen", ["generate", "--output", tree.path("Sources/App/Generated.swift"), tree.root])
        XCTAssertEqual(generate.status, 0, generate.errors)
        let generated = try String(contentsOfFile: tree.path("Sources/App/Generated.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("to.child(Feed.DetailComponent.self, "), generated)
        XCTAssertTrue(generated.contains("to.child(Search.DetailComponent.self, "), generated)
        XCTAssertTrue(generated.contains("import Feed\nimport Search\n"), generated)
    }

    /// Opening this repository, or one of its examples, in an editor: the repository's `.di-lsp.json` keeps the
    /// fixtures, examples and tests out, and each example's own marker makes it the root of its files.
    func testThisRepositoryAndItsExamplesAreWorkspacesOfTheirOwn() throws {
        let repository = URL(fileURLWithPath: FileTree.fixturesFolder).deletingLastPathComponent().deletingLastPathComponent().path
        let whole = try runTool("di-lsp", ["--check", repository])
        XCTAssertEqual(whole.status, 0, whole.output)
        XCTAssertTrue(whole.errors.contains(": 0 errors, 0 warnings in "), whole.errors)
        XCTAssertTrue(whole.errors.contains("; configuration \(repository)/.di-lsp.json; modules: Package.swift, "), whole.errors)
        let example = try runTool("di-lsp", ["--check", repository + "/Examples/Mistakes/Feed.swift"])
        XCTAssertTrue(example.errors.hasSuffix("; configuration \(repository)/Examples/Mistakes/.di-lsp.json\n"), example.errors)
        // Every example is a workspace of its own, or the repository's configuration (which excludes Examples)
        // would show nothing in an editor opened on it.
        let examples = try FileManager.default.contentsOfDirectory(atPath: repository + "/Examples").filter { !$0.hasPrefix(".") }
        XCTAssertGreaterThanOrEqual(examples.count, 3)
        for name in examples {
            XCTAssertTrue(FileManager.default.fileExists(atPath: repository + "/Examples/\(name)/.di-lsp.json"), name)
        }
    }
}
