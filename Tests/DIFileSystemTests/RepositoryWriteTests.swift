@testable import DIFileSystem
import DITestSupport
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `writeAllOrNone`, which `di-gen migrate` writes with: every file or none, never through a link or outside.
final class RepositoryWriteTests: XCTestCase {
    private let edits = [
        RepositoryFileEdit(path: "a.swift", old: Array("old a\n".utf8), new: Array("new a\n".utf8)),
        RepositoryFileEdit(path: "Scripts/run.sh", old: Array("old script\n".utf8), new: Array("new script\n".utf8)),
        RepositoryFileEdit(path: "DIGen/new.swift", old: nil, new: Array("created\n".utf8)),
    ]

    private func repository() throws -> FileTree {
        let tree = try FileTree("//- .git/HEAD\nref: refs/heads/main\n//- a.swift\nold a\n//- Scripts/run.sh\nold script\n")
        chmod(tree.path("Scripts/run.sh"), 0o755)
        return tree
    }

    /// Every file but `.git`'s, with its content and permissions.
    private func state(_ tree: FileTree) -> [String: String] {
        var files: [String: String] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: tree.root)! where !path.hasPrefix(".git") {
            var status = stat()
            guard lstat(tree.path(path), &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            files[path] = String(status.st_mode & 0o777, radix: 8) + " " + ((try? String(contentsOfFile: tree.path(path), encoding: .utf8)) ?? "?")
        }
        return files
    }

    func testAFailedReplacementRestoresTheFilesAlreadyReplacedWithTheirPermissions() throws {
        let tree = try repository()
        try tree.makeFolder("b")
        try tree.write("keeps b a folder\n", to: "b/inside.swift")
        let before = state(tree)
        // A folder cannot be replaced by a file: its backup fails after the other files were staged.
        let failing = edits + [RepositoryFileEdit(path: "b", old: Array("b\n".utf8), new: Array("new b\n".utf8))]
        XCTAssertThrowsError(try writeAllOrNone(failing, root: tree.root)) { error in
            XCTAssertTrue("\(error)".contains("nothing written"), "\(error)")
        }
        XCTAssertEqual(state(tree), before, "old content, the script's execute bit, no new or temporary file")
    }

    /// A kill at any step: the next run's `finishInterruptedWrite` leaves every edit or none, the old files' bytes
    /// and permissions, and no temporary file or journal.
    func testAKillAtAnyStepIsFinishedOrUndoneByTheNextRun() throws {
        let old = state(try repository())
        let complete = try repository()
        try writeAllOrNone(edits, root: complete.root)
        let new = state(complete)
        XCTAssertEqual(new["Scripts/run.sh"], "755 new script\n")
        XCTAssertEqual(new.count, 3, "\(new)")
        var outcomes: Set<String> = []
        for stop in 0..<20 {
            let tree = try repository()
            try writeAllOrNone(edits, root: tree.root, stoppingAfter: stop)
            let killed = state(tree)
            let message = finishInterruptedWrite(root: tree.root)
            let after = state(tree)
            XCTAssertTrue(after == old || after == new, "stopped after \(stop) steps: \(after)")
            XCTAssertFalse(hasInterruptedWrite(root: tree.root))
            if killed != after { XCTAssertNotNil(message, "stopped after \(stop) steps") }
            outcomes.insert(after == old ? "undone" : "finished")
            XCTAssertNil(finishInterruptedWrite(root: tree.root), "nothing left to do")
        }
        XCTAssertEqual(outcomes, ["undone", "finished"])
    }

    func testANewWriteWaitsUntilAnInterruptedOneIsFinishedOrUndone() throws {
        let tree = try repository()
        try writeAllOrNone(edits, root: tree.root, stoppingAfter: 3)
        XCTAssertThrowsError(try writeAllOrNone(edits, root: tree.root))
        XCTAssertNotNil(finishInterruptedWrite(root: tree.root))
        XCTAssertNoThrow(try writeAllOrNone(edits, root: tree.root))
    }

    /// A journal committed to a hostile repository names a file behind a link into `.git`: nothing is touched.
    func testAJournalNamingAPathThroughALinkIsNotFollowed() throws {
        let tree = try repository()
        try tree.write("#!/bin/sh\necho hook\n", to: ".git/hooks/pre-commit")
        try tree.link("Hooks", to: ".git/hooks")
        try tree.write("evil\n", to: "Hooks/.pre-commit.di-gen-migrate-1.old")
        let journal = #"{"entries":[{"path":"Hooks/pre-commit","temporary":"Hooks/.pre-commit.di-gen-migrate-1.new","#
            + #""backup":"Hooks/.pre-commit.di-gen-migrate-1.old","newDigest":"0-0"}]}"#
        try tree.write(journal, to: ".di-gen-migrate.journal")
        let message = try XCTUnwrap(finishInterruptedWrite(root: tree.root))
        XCTAssertTrue(message.hasPrefix("not touching"), message)
        XCTAssertEqual(try String(contentsOfFile: tree.path(".git/hooks/pre-commit"), encoding: .utf8), "#!/bin/sh\necho hook\n")
    }

    /// Even with nothing to edit, a write below `.git` records no journal there.
    func testNothingIsRecordedInsideGit() throws {
        let tree = try repository()
        try tree.makeFolder(".git/app")
        XCTAssertThrowsError(try writeAllOrNone([], root: tree.path(".git/app")))
        XCTAssertFalse(fileExists(atPath: tree.path(".git/app/.di-gen-migrate.journal")))
    }

    func testAFolderOnTheWayThatIsALinkOrANestedRepositoryIsRefused() throws {
        let tree = try repository()
        let outside = try FileTree()
        try tree.link("Out", to: outside.root)
        try tree.link("Hooks", to: ".git/hooks")
        try tree.makeFolder("Inside")
        try tree.link("Alias", to: "Inside")
        try tree.write("ref: refs/heads/main\n", to: "Vendor/Other/.git/HEAD")
        try tree.write("import NeedleFoundation\n", to: "Vendor/Other/A.swift")
        for path in ["Out/x.swift", "Hooks/pre-commit", "Alias/x.swift", "Vendor/Other/A.swift", "Vendor/Other/New.swift"] {
            XCTAssertThrowsError(try writeAllOrNone([RepositoryFileEdit(path: path, old: nil, new: [0x41])], root: tree.root), path)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.root), [])
        XCTAssertEqual(try String(contentsOfFile: tree.path("Vendor/Other/A.swift"), encoding: .utf8), "import NeedleFoundation\n")
        let listing = try repositoryFiles(tree.root).get()
        XCTAssertEqual(listing.nestedRepositories, ["Vendor/Other"])
        XCTAssertFalse(listing.files.contains { $0.hasPrefix("Vendor/") }, "\(listing.files)")
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
