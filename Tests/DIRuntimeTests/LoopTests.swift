@testable import DIRuntime
import XCTest

/// Components that create themselves, deeper than the generated registrations go (see LoopFolding.swift).
final class LoopTests: XCTestCase {
    override func setUp() {
        super.setUp()
        registerLoopProviderFactories()
    }

    func testFoldersResolveAtAnyDepth() {
        let root = LoopRootComponent()
        let library = root.library
        var folder = library.topFolder
        for depth in 1...6 {
            folder = folder.subfolder("level\(depth)")
            XCTAssertTrue(folder.shelf === library.shelf, "depth \(depth)")
            XCTAssertTrue(folder.session === root.session, "depth \(depth)")
        }
        let file = folder.file
        XCTAssertEqual(file.folderName, "level6", "the nearest folder provides folderName")
        XCTAssertTrue(file.shelf === library.shelf)
        XCTAssertTrue(file.session === root.session)
    }

    func testDeepFoldersShareThePathOfTheFolderOneLoopHigher() {
        let top = LoopRootComponent().library.topFolder
        let second = top.subfolder("a")
        let third = second.subfolder("b")
        let fourth = third.subfolder("c")

        XCTAssertNotEqual(top.pathID, second.pathID)
        XCTAssertEqual(third.pathID, second.pathID)
        XCTAssertEqual(fourth.pathID, second.pathID)
        XCTAssertEqual(fourth.file.pathID, second.file.pathID)
    }
}
