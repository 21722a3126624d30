import DITestSupport
import Foundation
import XCTest

/// What `di-lsp --check` and `di-gen` say and return when the paths they are given are wrong: a CI gate must
/// never pass without having looked.
final class CheckExitStatusTests: XCTestCase {
    func testAMissingPathIsExitStatus2() throws {
        let tree = try FileTree()
        let result = try runTool("di-lsp", ["--check", tree.path("missing")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "di-lsp: no such file or directory: \(tree.path("missing"))\n")
        XCTAssertEqual(try runTool("di-gen", ["graph", tree.path("missing")]).status, 2)
    }

    func testAnUnreadableRootIsExitStatus2NotAPass() throws {
        try XCTSkipIf(FileTree.runsAsRoot, "root reads every folder, so nothing is unreadable")
        let tree = try FileTree("//- Closed/Root.swift\n")
        chmod(tree.path("Closed"), 0)
        let result = try runTool("di-lsp", ["--check", tree.path("Closed")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "di-lsp: cannot read \(tree.path("Closed")): Permission denied\n")
    }

    func testAFolderWithoutSwiftFilesSaysSoAndPasses() throws {
        let tree = try FileTree("//- README.md\nnothing to check\n")
        let result = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, "di-lsp: no Swift files in \(tree.root)\ndi-lsp: 0 errors, 0 warnings in 0 files (0 components)\n")
    }

    func testSkippedPathsAreNotedOnStandardError() throws {
        let tree = try FileTree("//- README.md\n//- Root.swift\nfinal class RootComponent: BootstrapComponent {}\n")
        let result = try runTool("di-lsp", ["--check", tree.path("README.md"), tree.path("Root.swift"), tree.root])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errors, """
            di-lsp: skipped \(tree.path("README.md")): not a .swift file
            di-lsp: 0 errors, 0 warnings in 1 file (1 component)

            """)
    }
}
