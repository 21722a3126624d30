import DIFileSystem
import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// Every file whose size the user controls is read up to a documented limit: a sparse 64 GiB file anywhere under
/// the paths is refused with a message naming the limit, and `--check` and `di-gen` neither abort nor pass.
final class BoundedReadTests: XCTestCase {
    private let app = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        final class FeedComponent: Component<EmptyDependency> {}
        """

    /// A file that claims 64 GiB and occupies no disk.
    private func makeSparse(_ relative: String, in tree: FileTree) throws {
        try tree.write("", to: relative)
        XCTAssertEqual(truncate(tree.path(relative), 64 << 30), 0, "sparse files are supported here")
    }

    func testReadFileNeverReadsPastItsLimit() throws {
        let tree = try FileTree()
        try tree.write("12345\n", to: "small.txt")
        try makeSparse("huge.txt", in: tree)
        XCTAssertEqual(readFile(atPath: tree.path("small.txt"), limit: 6), .bytes(Array("12345\n".utf8)))
        XCTAssertEqual(readFile(atPath: tree.path("small.txt"), limit: 5), .tooLarge(size: 6))
        XCTAssertEqual(readFile(atPath: tree.path("huge.txt"), limit: ReadLimits.swiftFile), .tooLarge(size: 64 << 30))
        XCTAssertEqual(readFile(atPath: tree.path("missing.txt"), limit: 10), .unreadable)
        XCTAssertEqual(readFile(atPath: tree.root, limit: 10), .unreadable)
    }

    func testAHugeConfigurationIsAProblemAndTheDefaultsApply() throws {
        let tree = try FileTree(app)
        try makeSparse(".di-lsp.json", in: tree)
        let (configuration, problems) = loadWorkspaceConfiguration(root: tree.root)
        XCTAssertEqual(configuration, WorkspaceConfiguration(root: tree.root))
        XCTAssertEqual(problems.map(\.message), [".di-lsp.json is 68719476736 bytes, over its 16 MiB limit; using the defaults"])
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 1, check.errors)
        XCTAssertTrue(check.output.contains("over its 16 MiB limit; using the defaults [invalid-configuration]"), check.output)
        let unsaved = parseWorkspaceConfiguration([UInt8](repeating: UInt8(ascii: " "), count: (1 << 20) + 1), root: tree.root)
        XCTAssertEqual(unsaved.problems.count, 1, "an editor's unsaved text is held to the same limit")
    }

    func testHugeBuildDescriptionsAreNotedAndGiveNoModules() throws {
        let tree = try FileTree(app + "\n//- App.xcodeproj/.keep\n")
        try makeSparse("Package.swift", in: tree)
        try makeSparse("App.xcodeproj/project.pbxproj", in: tree)
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 2, "Package.swift is also a Swift file, too large to read: " + check.errors)
        XCTAssertTrue(check.errors.contains("Package.swift: 68719476736 bytes is over its 4 MiB limit; the files it describes get no module"), check.errors)
        XCTAssertTrue(check.errors.contains("project.pbxproj: 68719476736 bytes is over its 64 MiB limit"), check.errors)
    }

    func testAHugeSwiftFileMakesTheRunIncompleteNeverAPass() throws {
        let tree = try FileTree(app)
        try makeSparse("Sources/App/Huge.swift", in: tree)
        let check = try runTool("di-lsp", ["--check", tree.root])
        XCTAssertEqual(check.status, 2, "a file not read is not a pass: " + check.errors)
        XCTAssertTrue(check.errors.contains("Huge.swift: 68719476736 bytes is over the 8 MiB limit for a Swift file"), check.errors)
        let generate = try runTool("di-gen", ["generate", "--output", tree.path("Sources/App/Generated.swift"), tree.root])
        XCTAssertEqual(generate.status, 2, generate.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("Sources/App/Generated.swift")))
        try tree.write("{\"exclude\": [\"Sources/App/Huge.swift\"]}", to: ".di-lsp.json")
        XCTAssertEqual(try runTool("di-lsp", ["--check", tree.root]).status, 0, "excluding it is the way out the note names")
    }
}
