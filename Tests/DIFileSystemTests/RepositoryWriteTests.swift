import DIFileSystem
import DITestSupport
import Foundation
import XCTest

/// `writeAllOrNone`, which `di-gen migrate` writes with: every file or none, never through a link or outside.
final class RepositoryWriteTests: XCTestCase {
    func testAFailedReplacementRestoresTheFilesAlreadyReplaced() throws {
        let tree = try FileTree("//- a.swift\nold a\n//- b/inside.swift\nkeeps b a folder\n")
        let edits = [
            RepositoryFileEdit(path: "a.swift", old: Array("old a\n".utf8), new: Array("new a\n".utf8)),
            RepositoryFileEdit(path: "new.swift", old: nil, new: Array("created\n".utf8)),
            // A folder cannot be replaced by a file: this rename fails after the first two succeeded.
            RepositoryFileEdit(path: "b", old: Array("b\n".utf8), new: Array("new b\n".utf8)),
        ]
        XCTAssertThrowsError(try writeAllOrNone(edits, root: tree.root)) { error in
            XCTAssertTrue("\(error)".contains("cannot replace b"), "\(error)")
            XCTAssertTrue("\(error)".contains("the 2 file(s) already replaced were restored"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: tree.path("a.swift"), encoding: .utf8), "old a\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("new.swift")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted(), ["a.swift", "b"], "no temporary file is left")
    }

    func testItNeverWritesThroughALinkOrOutsideTheRoot() throws {
        let tree = try FileTree("//- real.swift\nreal\n")
        try tree.link("link.swift", to: "real.swift")
        for path in ["link.swift", "../outside.swift", ".git/config"] {
            XCTAssertThrowsError(try writeAllOrNone([RepositoryFileEdit(path: path, old: nil, new: [0x41])], root: tree.root), path)
        }
        XCTAssertEqual(try String(contentsOfFile: tree.path("real.swift"), encoding: .utf8).trimmingCharacters(in: .newlines), "real")
    }
}
