import DIAnalysis
@testable import DIFileSystem
import DIResolver
import DITestSupport
import DIWorkspace
import Foundation
import XCTest

/// The walk reads each file once however it is reached, never loops, skips vendored and build folders, and
/// says what it skipped.
final class DirectoryWalkTests: XCTestCase {
    private let component = "final class RootComponent: BootstrapComponent {}\n"

    private func discover(_ paths: [String], root: String? = nil) -> Discovery {
        discoverSwiftFiles(in: paths, selection: FileSelection(root: root ?? paths[0]))
    }

    private func relativePaths(_ discovery: Discovery, in tree: FileTree) -> [String] {
        discovery.files.map { $0.path.hasPrefix(tree.root + "/") ? String($0.path.dropFirst(tree.root.count + 1)) : $0.path }
    }

    private func duplicateErrors(_ paths: [String]) throws -> Int {
        analyze(try loadWorkspace(paths).snapshot).diagnostics.count { $0.code == .duplicateComponent }
    }

    // MARK: - Links

    func testTwoLinksToTheFolderItselfAddNothingAndEnd() throws {
        let tree = try FileTree("//- Sources/Root.swift\n" + component)
        try tree.link("here", to: ".")
        try tree.link("Sources/again", to: ".")
        let discovery = discover([tree.root])
        XCTAssertEqual(relativePaths(discovery, in: tree), ["Sources/Root.swift"])
        XCTAssertTrue(discovery.isComplete)
        XCTAssertEqual(try duplicateErrors([tree.root]), 0)
    }

    func testALinkBackToTheRootGivesNoPhantomFiles() throws {
        let tree = try FileTree("//- App/Sources/Root.swift\n" + component)
        try tree.link("App/Sources/up", to: tree.path("App"))
        try tree.makeFolder("App/Sources/Deeper")
        try tree.link("App/Sources/Deeper/loop", to: "../..")
        XCTAssertEqual(relativePaths(discover([tree.path("App")]), in: tree), ["App/Sources/Root.swift"])
        XCTAssertEqual(try duplicateErrors([tree.path("App")]), 0)
    }

    func testAFolderReachedOnlyThroughALinkIsReadOnceUnderTheLinkName() throws {
        let tree = try FileTree("//- Shared/Feed.swift\n" + component)
        try tree.makeFolder("App")
        try tree.link("App/b", to: "../Shared")
        try tree.link("App/a", to: "../Shared")
        XCTAssertEqual(relativePaths(discover([tree.path("App")]), in: tree), ["App/a/Feed.swift"], "links in path order")
    }

    func testAFileAndALinkToItAreOneFile() throws {
        let tree = try FileTree("//- Sources/Root.swift\n" + component)
        try tree.link("Sources/Alias.swift", to: "Root.swift")
        XCTAssertEqual(relativePaths(discover([tree.root]), in: tree), ["Sources/Root.swift"])
    }

    // MARK: - The same files given twice

    func testTheSameFolderGivenTwiceOrOverlappingIsReadOnce() throws {
        let tree = try FileTree("//- Examples/X/Root.swift\n" + component + "//- Examples/X/Sub/Feed.swift\n")
        let spellings = [tree.path("Examples/X"), tree.root + "/./Examples/X/", tree.path("Examples/X/Sub"), tree.path("Examples/X/Root.swift")]
        let discovery = discover(spellings, root: tree.root)
        XCTAssertEqual(relativePaths(discovery, in: tree), ["Examples/X/Root.swift", "Examples/X/Sub/Feed.swift"])
        XCTAssertEqual(try duplicateErrors(spellings), 0)
    }

    func testAnExplicitPathThatIsNotASwiftFileIsSkippedWithANote() throws {
        let tree = try FileTree("//- README.md\nhello\n//- Root.swift\n" + component)
        let discovery = discover([tree.path("README.md"), tree.path("Root.swift")], root: tree.root)
        XCTAssertEqual(relativePaths(discovery, in: tree), ["Root.swift"])
        XCTAssertEqual(discovery.notes, ["skipped \(tree.path("README.md")): not a .swift file"])
    }

    // MARK: - Skipped folders

    func testVendoredAndBuildFoldersAreSkipped() throws {
        let tree = try FileTree("""
            //- App/Root.swift
            //- Pods/NeedleFoundation/Component.swift
            //- Carthage/Checkouts/Lib/Lib.swift
            //- DerivedData/App/Generated.swift
            //- SourcePackages/checkouts/needle/Needle.swift
            //- .build/debug/Thing.swift
            //- .build-release/Thing.swift
            //- App.xcodeproj/Inside.swift
            //- Podsy/Kept.swift
            """)
        XCTAssertEqual(relativePaths(discover([tree.root]), in: tree), ["App/Root.swift", "Podsy/Kept.swift"])
        XCTAssertEqual(relativePaths(discover([tree.path("Pods")]), in: tree), ["Pods/NeedleFoundation/Component.swift"], "named explicitly")
    }

    func testExcludedFoldersAreNotEntered() throws {
        let tree = try FileTree("//- Sources/App.swift\n//- Legacy/Old.swift\n")
        try tree.link("Legacy/loop", to: "..")
        let configuration = WorkspaceConfiguration(root: tree.root, exclude: ["Legacy"])
        var walk = DirectoryWalk()
        walk.skipsFolder = { configuration.files.excludes(folder: $0) }
        try walk.walk(root: .init(spelled: tree.root + "/", canonical: tree.root, throughLink: false))
        walk.finish()
        XCTAssertEqual(walk.walkedFolders.map(\.folder.spelled).sorted(), [tree.root + "/", tree.root + "/Sources/"])
    }

    // MARK: - Limits and failures

    func testTheWalkStopsAtItsEntryLimitAndSaysSo() throws {
        let tree = try FileTree((0..<30).map { "//- F\($0)/A.swift\n" }.joined())
        let discovery = discoverSwiftFiles(in: [tree.root], selection: FileSelection(root: tree.root), entryLimit: 20)
        XCTAssertFalse(discovery.isComplete)
        XCTAssertLessThan(discovery.files.count, 30)
        XCTAssertTrue(discovery.notes.contains { $0.hasPrefix("stopped reading after 20 files and folders") }, "\(discovery.notes)")
    }

    func testAPathOverTheSystemLimitIsSkippedWithANote() throws {
        let tree = try FileTree("//- Short.swift\n")
        let name = String(repeating: "n", count: 200)
        // Build the deep folders relative to open descriptors: the full path is too long for mkdir itself.
        var descriptor = open(tree.root, O_RDONLY | O_DIRECTORY)
        let depth = Int(PATH_MAX) / 201 + 1
        for _ in 0..<depth {
            XCTAssertEqual(mkdirat(descriptor, name, 0o755), 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let file = openat(descriptor, "Deep.swift", O_CREAT | O_WRONLY, 0o644)
        close(file)
        close(descriptor)
        defer { removeDeepFolders(under: tree.root, name: name, depth: depth) }

        let discovery = discover([tree.root])
        XCTAssertEqual(relativePaths(discovery, in: tree), ["Short.swift"])
        XCTAssertEqual(discovery.notes.count, 1, "\(discovery.notes)")
        XCTAssertTrue(discovery.notes.first?.contains("the path is longer than the system limit") == true)
    }

    func testAnUnreadableFolderIsSkippedWithANote() throws {
        try XCTSkipIf(FileTree.runsAsRoot, "root reads every folder, so nothing is unreadable")
        let tree = try FileTree("//- Open/A.swift\n//- Closed/B.swift\n")
        chmod(tree.path("Closed"), 0)
        let discovery = discover([tree.root])
        XCTAssertEqual(relativePaths(discovery, in: tree), ["Open/A.swift"])
        XCTAssertEqual(discovery.notes, ["skipped unreadable folder \(tree.path("Closed")): Permission denied"])
    }

    func testAnUnreadableRootIsAFailure() throws {
        try XCTSkipIf(FileTree.runsAsRoot, "root reads every folder, so nothing is unreadable")
        let tree = try FileTree("//- Closed/B.swift\n")
        chmod(tree.path("Closed"), 0)
        XCTAssertEqual(discover([tree.path("Closed")]).failures, [.unreadable(tree.path("Closed"), "Permission denied")])
    }

    func testAMissingPathIsAFailureAndAnEmptyFolderIsNoted() throws {
        let tree = try FileTree("//- notes.txt\n")
        XCTAssertEqual(discover([tree.path("missing")]).failures, [.notFound(tree.path("missing"))])
        let empty = discover([tree.root])
        XCTAssertEqual(empty.failures, [])
        XCTAssertEqual(empty.notes, ["no Swift files in \(tree.root)"])
    }

    private func removeDeepFolders(under root: String, name: String, depth: Int) {
        var descriptors = [open(root, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<depth { descriptors.append(openat(descriptors.last!, name, O_RDONLY | O_DIRECTORY)) }
        unlinkat(descriptors.last!, "Deep.swift", 0)
        for level in stride(from: depth, to: 0, by: -1) {
            close(descriptors[level])
            unlinkat(descriptors[level - 1], name, AT_REMOVEDIR)
        }
        close(descriptors[0])
    }
}
