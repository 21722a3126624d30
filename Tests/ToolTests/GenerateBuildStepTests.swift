import DITestSupport
import Foundation
import XCTest

/// `di-gen generate` as a build step: `--check` for staleness, exact inputs and outputs for the build system
/// (`--depfile`, `.xcfilelist`s, `--files-from`).
final class GenerateBuildStepTests: XCTestCase {
    private let app = """
        //- .git/HEAD
        //- .di-lsp.json
        {"generatedFile": "Sources/App/Generated.swift"}
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed/Feed.swift
        protocol FeedDependency: Dependency { var session: Session { get } }
        final class FeedComponent: Component<FeedDependency> {}
        //- Sources/App/Notes.txt
        not Swift
        """

    func testCheckSaysUpToDateOrStaleAndWhatChangedAndWritesNothing() throws {
        let tree = try FileTree(app)
        let missing = try runTool("di-gen", ["generate", "--check"], in: tree.root)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.errors.contains("Sources/App/Generated.swift is stale: it does not exist"), missing.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("Sources/App/Generated.swift")))

        XCTAssertEqual(try runTool("di-gen", ["generate"], in: tree.root).status, 0)
        let upToDate = try runTool("di-gen", ["generate", "--check"], in: tree.root)
        XCTAssertEqual(upToDate.status, 0, upToDate.errors)
        XCTAssertEqual(upToDate.errors, "di-gen: Sources/App/Generated.swift is up to date\n")

        try tree.write("""
            protocol SearchDependency: Dependency { var session: Session { get }; var query: Query { get } }
            final class SearchComponent: Component<SearchDependency> {}
            extension RootComponent {
                var query: Query { Query() }
                var search: SearchComponent { SearchComponent(parent: self) }
            }
            """, to: "Sources/App/Search.swift")
        let before = try String(contentsOfFile: tree.path("Sources/App/Generated.swift"), encoding: .utf8)
        let stale = try runTool("di-gen", ["generate", "--check", "--diff"], in: tree.root)
        XCTAssertEqual(stale.status, 1)
        XCTAssertTrue(stale.errors.contains("is stale; run di-gen generate:\n  components created: 2 -> 3; added SearchComponent\n  states: 2 -> 3\n"), stale.errors)
        XCTAssertTrue(stale.errors.contains("requirements provided now: `query: Query`"), stale.errors)
        XCTAssertTrue(stale.output.hasPrefix("--- Sources/App/Generated.swift\n+++ Sources/App/Generated.swift (di-gen generate)\n@@ "), stale.output)
        XCTAssertTrue(stale.output.contains("\n+        to.child(SearchComponent.self, 3)\n"), stale.output)
        XCTAssertEqual(try String(contentsOfFile: tree.path("Sources/App/Generated.swift"), encoding: .utf8), before, "--check writes nothing")
        XCTAssertEqual(try runTool("di-gen", ["generate", "--diff"], in: tree.root).status, 2, "--diff needs --check")
    }

    /// Without units, messages name `--output` as the command line spells it, as the build step's log should.
    func testMessagesNameTheOutputAsGiven() throws {
        let tree = try FileTree(app)
        let run = try runTool("di-gen", ["generate", "--output", "Sources/App/Providers.swift"], in: tree.root)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.contains(" Sources/App/Providers.swift"), run.errors)
        XCTAssertFalse(run.errors.contains(tree.root), run.errors)
    }

    func testDepfileAndFileListsNameExactlyWhatWasReadAndWritten() throws {
        let tree = try FileTree(app)
        let run = try runTool("di-gen", [
            "generate", "--depfile", "build/di-gen.d", "--input-file-list", "build/inputs.xcfilelist",
            "--output-file-list", "build/outputs.xcfilelist",
        ], in: tree.root)
        XCTAssertEqual(run.status, 0, run.errors)
        let depfile = try String(contentsOfFile: tree.path("build/di-gen.d"), encoding: .utf8)
        XCTAssertEqual(depfile, """
            Sources/App/Generated.swift: \\
              .di-lsp.json \\
              Sources/App/Feed/Feed.swift \\
              Sources/App/Root.swift \\
              Sources/App/Feed

            """)
        // Relative to the project's folder (here the current one), so a committed list holds on every machine.
        let inputs = try String(contentsOfFile: tree.path("build/inputs.xcfilelist"), encoding: .utf8)
        XCTAssertEqual(inputs, "$(SRCROOT)/.di-lsp.json\n$(SRCROOT)/Sources/App/Feed/Feed.swift\n$(SRCROOT)/Sources/App/Root.swift\n")
        XCTAssertEqual(try String(contentsOfFile: tree.path("build/outputs.xcfilelist"), encoding: .utf8), "$(SRCROOT)/Sources/App/Generated.swift\n")
        // Run by Xcode, SRCROOT is the project's folder, which need not be the current one.
        let elsewhere = try runTool(
            "di-gen", ["generate", "--input-file-list", "build/inputs.xcfilelist", "--output-file-list", "build/outputs.xcfilelist"],
            environment: ["SRCROOT": tree.path("Sources")], in: tree.root)
        XCTAssertEqual(elsewhere.status, 0, elsewhere.errors)
        XCTAssertEqual(try String(contentsOfFile: tree.path("build/outputs.xcfilelist"), encoding: .utf8), "$(SRCROOT)/App/Generated.swift\n")
        XCTAssertTrue(try String(contentsOfFile: tree.path("build/inputs.xcfilelist"), encoding: .utf8).hasPrefix("$(SRCROOT)/../.di-lsp.json\n"))
    }

    /// A step that generates nothing (the workspace has errors) writes no depfile or list either: the build
    /// fails, and leaves no file behind (a second project running an app's script from its own folder).
    func testAStepRefusedForErrorsWritesNoLists() throws {
        let tree = try FileTree(app)
        try tree.write("protocol FeedDependency: Dependency { var missing: Session { get } }\nfinal class FeedComponent: Component<FeedDependency> {}\n", to: "Sources/App/Feed/Feed.swift")
        let run = try runTool("di-gen", [
            "generate", "--depfile", "build/di-gen.d", "--input-file-list", "build/inputs.xcfilelist", "--output-file-list", "build/outputs.xcfilelist",
        ], in: tree.root)
        XCTAssertEqual(run.status, 1, run.errors)
        XCTAssertTrue(run.errors.contains("not writing"), run.errors)
        for file in ["Sources/App/Generated.swift", "build/di-gen.d", "build/inputs.xcfilelist", "build/outputs.xcfilelist"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path(file)), file)
        }
    }

    /// `"generatedParts"` (or `--parts`): the file and its parts are written, checked and listed together; a
    /// part a run with fewer parts no longer writes is stale, then removed, but never a file di-gen did not write.
    func testPartsAreWrittenCheckedListedAndTheirLeftoversRemoved() throws {
        let tree = try FileTree(app)
        try tree.write(#"{"generatedFile": "Sources/App/Generated.swift", "generatedParts": 2}"#, to: ".di-lsp.json")
        let first = try runTool("di-gen", ["generate", "--output-file-list", "build/outputs.xcfilelist"], in: tree.root)
        XCTAssertEqual(first.status, 0, first.errors)
        for name in ["Generated", "Generated.part1", "Generated.part2"] {
            let text = try String(contentsOfFile: tree.path("Sources/App/\(name).swift"), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("// Generated by di-gen"), name)
        }
        XCTAssertEqual(
            try String(contentsOfFile: tree.path("build/outputs.xcfilelist"), encoding: .utf8),
            "$(SRCROOT)/Sources/App/Generated.swift\n$(SRCROOT)/Sources/App/Generated.part1.swift\n$(SRCROOT)/Sources/App/Generated.part2.swift\n")
        let upToDate = try runTool("di-gen", ["generate", "--check"], in: tree.root)
        XCTAssertEqual(upToDate.status, 0, upToDate.errors)
        XCTAssertEqual(upToDate.errors, "di-gen: Sources/App/Generated.swift and its 2 parts are up to date\n")

        let fewer = try runTool("di-gen", ["generate", "--check", "--parts", "1"], in: tree.root)
        XCTAssertEqual(fewer.status, 1, fewer.errors)
        XCTAssertTrue(fewer.errors.contains("Sources/App/Generated.part2.swift is stale: the providers are in 1 part now"), fewer.errors)
        let rewritten = try runTool("di-gen", ["generate", "--parts", "1"], in: tree.root)
        XCTAssertEqual(rewritten.status, 0, rewritten.errors)
        XCTAssertTrue(rewritten.errors.contains("removed Sources/App/Generated.part2.swift"), rewritten.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("Sources/App/Generated.part2.swift")))
        XCTAssertEqual(try runTool("di-gen", ["generate", "--check", "--parts", "1"], in: tree.root).status, 0)

        // A file of the user's where a leftover part would be: refused, untouched.
        try tree.write("struct Mine {}\n", to: "Sources/App/Generated.part2.swift")
        let refused = try runTool("di-gen", ["generate", "--parts", "1"], in: tree.root)
        XCTAssertEqual(refused.status, 2, refused.errors)
        XCTAssertTrue(refused.errors.contains("not writing Sources/App/Generated.part2.swift"), refused.errors)
        XCTAssertEqual(try String(contentsOfFile: tree.path("Sources/App/Generated.part2.swift"), encoding: .utf8), "struct Mine {}\n")

        let badCount = try runTool("di-gen", ["generate", "--parts", "many"], in: tree.root)
        XCTAssertEqual(badCount.status, 2)
        XCTAssertTrue(badCount.errors.contains("--parts takes a whole number from 0 to 256, not many"), badCount.errors)
        try tree.write(#"{"generatedFile": "Sources/App/Generated.swift", "generatedParts": "8"}"#, to: ".di-lsp.json")
        let badConfiguration = try runTool("di-gen", ["generate"], in: tree.root)
        XCTAssertNotEqual(badConfiguration.status, 0)
        XCTAssertTrue(badConfiguration.output.contains("\"generatedParts\" must be a whole number from 0 to 256"), badConfiguration.output + badConfiguration.errors)
    }

    /// A build system names the exact inputs: only those are read, newline- or NUL-separated, and the list itself
    /// is an input.
    func testFilesFromReadsExactlyTheListedFiles() throws {
        let tree = try FileTree(app + "\n//- Sources/App/Broken.swift\nfinal class BrokenComponent: Component<Missing> {}\n")
        for separator in ["\n", "\0"] {
            try tree.write(["Sources/App/Root.swift", "Sources/App/Feed/Feed.swift", ""].joined(separator: separator), to: "inputs.txt")
            let run = try runTool("di-gen", ["generate", "--files-from", "inputs.txt", "--depfile", "di-gen.d"], in: tree.root)
            XCTAssertEqual(run.status, 0, run.output + run.errors)
            let depfile = try String(contentsOfFile: tree.path("di-gen.d"), encoding: .utf8)
            XCTAssertFalse(depfile.contains("Broken.swift"), depfile)
            XCTAssertTrue(depfile.contains("inputs.txt"), depfile)
        }
        let empty = try runTool("di-gen", ["generate", "--files-from", "/dev/null"], in: tree.root)
        XCTAssertEqual(empty.status, 2, empty.errors)
    }

    /// A file whose name a list cannot carry (a line break in a depfile or list; a `$` Xcode would expand) is not
    /// written into one: the list is refused, with the file, instead of naming other files than those read.
    func testNamesAListCannotCarryAreRefused() throws {
        let tree = try FileTree(app)
        try tree.write("struct Odd {}\n", to: "Sources/App/$(HOME).swift")
        let xcode = try runTool("di-gen", ["generate", "--input-file-list", "DIGen/inputs.xcfilelist"], in: tree.root)
        XCTAssertEqual(xcode.status, 2, xcode.errors)
        XCTAssertTrue(xcode.errors.contains("not writing DIGen/inputs.xcfilelist: it cannot name"), xcode.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("DIGen/inputs.xcfilelist")))
        let make = try runTool("di-gen", ["generate", "--depfile", "build/di-gen.d"], in: tree.root)
        XCTAssertEqual(make.status, 0, "a depfile escapes `$`: \(make.errors)")
        try tree.write("struct Broken {}\n", to: "Sources/App/two\nlines.swift")
        let broken = try runTool("di-gen", ["generate", "--depfile", "build/di-gen.d"], in: tree.root)
        XCTAssertEqual(broken.status, 2, broken.errors)
        XCTAssertTrue(broken.errors.contains("holds a line break"), broken.errors)
    }

    /// The Xcode Run Script (`BuildSystems/Xcode/di-gen-build-phase.sh`) as Xcode runs it, with the lists di-gen
    /// wrote: it regenerates exactly from the listed inputs, and fails when di-gen is missing. Xcode itself cannot
    /// run here; the variables it sets are set by hand.
    func testTheXcodeBuildPhaseRegeneratesFromItsListsAndFailsWithoutDIGen() throws {
        let tree = try FileTree(app)
        let lists = try runTool("di-gen", ["generate", "--input-file-list", "DIGen/inputs.xcfilelist", "--output-file-list", "DIGen/outputs.xcfilelist"], in: tree.root)
        XCTAssertEqual(lists.status, 0, lists.errors)
        try FileManager.default.removeItem(atPath: tree.path("Sources/App/Generated.swift"))
        // Xcode hands the phase the lists with their variables expanded.
        for list in ["inputs", "outputs"] {
            let text = try String(contentsOfFile: tree.path("DIGen/\(list).xcfilelist"), encoding: .utf8)
            try tree.write(text.replacingOccurrences(of: "$(SRCROOT)", with: tree.root), to: "DerivedData/\(list)-resolved.xcfilelist")
        }
        let script = FileTree.packageRoot + "/BuildSystems/Xcode/di-gen-build-phase.sh"
        var environment = [
            "SRCROOT": tree.root, "SCRIPT_INPUT_FILE_LIST_0": tree.path("DerivedData/inputs-resolved.xcfilelist"),
            "SCRIPT_OUTPUT_FILE_LIST_0": tree.path("DerivedData/outputs-resolved.xcfilelist"), "DI_GEN": try builtTool("di-gen").path,
            "PATH": "/usr/bin:/bin", "HOME": tree.root,
        ]
        let phase = try runProcess(URL(fileURLWithPath: "/bin/sh"), [script], environment: environment, mergeStreams: true, in: tree.root)
        XCTAssertEqual(phase.status, 0, phase.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.path("Sources/App/Generated.swift")), phase.output)
        XCTAssertTrue(phase.output.contains("di-gen: wrote "), phase.output)
        environment["DI_GEN"] = ""
        let missing = try runProcess(URL(fileURLWithPath: "/bin/sh"), [script], environment: environment, mergeStreams: true, in: tree.root)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.output.hasPrefix("error: di-gen is not installed"), missing.output)
    }
}
