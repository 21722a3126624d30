@testable import DIRuntime
import XCTest

/// Components that create themselves, at any depth: the generated automaton has a loop of states.
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

    func testDeepFoldersShareTheStateOfTheFolderOneLoopHigher() {
        let top = LoopRootComponent().library.topFolder
        let second = top.subfolder("a")
        let third = second.subfolder("b")
        let fourth = third.subfolder("c")

        XCTAssertNotEqual(top.stateID, second.stateID)
        XCTAssertEqual(third.stateID, second.stateID)
        XCTAssertEqual(fourth.stateID, second.stateID)
        XCTAssertEqual(fourth.file.stateID, second.file.stateID)
    }
}
