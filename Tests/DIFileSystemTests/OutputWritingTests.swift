@testable import DIFileSystem
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `di-gen` writes its output: atomically (a kill never leaves half a file), through a symbolic link to its
/// target, never over a device or other non-regular file, and without leaving temporary files behind.
final class OutputWritingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testWritesOnlyWhenTheContentChangesAndLeavesNoTemporaryFile() throws {
        let output = path("Generated.swift")
        XCTAssertTrue(try writeIfChanged(Array("one\n".utf8), toPath: output))
        XCTAssertFalse(try writeIfChanged(Array("one\n".utf8), toPath: output))
        XCTAssertTrue(try writeIfChanged(Array("two\n".utf8), toPath: output))
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "two\n")
        XCTAssertEqual(try entries(), ["Generated.swift"])
    }

    func testStaleTemporaryFilesOfADeadRunAreRemovedOnTheNextRun() throws {
        let output = path("Generated.swift")
        // What a run killed mid-write leaves: its temporary file, named for the output and the dead process.
        let stale = temporaryOutputName(for: "Generated.swift", processID: deadProcessID(), suffix: "1a2b")
        try Data("half a fi".utf8).write(to: folder.appendingPathComponent(stale))
        // Someone else's file that merely looks similar is left alone.
        try Data("mine".utf8).write(to: folder.appendingPathComponent(".Generated.swift.backup"))
        XCTAssertTrue(try writeIfChanged(Array("whole\n".utf8), toPath: output))
        XCTAssertEqual(try entries(), [".Generated.swift.backup", "Generated.swift"])
    }

    func testTheTemporaryFileOfARunStillGoingIsLeftAlone() throws {
        let output = path("Generated.swift")
        let live = temporaryOutputName(for: "Generated.swift", processID: getppid(), suffix: "99")
        try Data("in progress".utf8).write(to: folder.appendingPathComponent(live))
        XCTAssertTrue(try writeIfChanged(Array("whole\n".utf8), toPath: output))
        XCTAssertEqual(try entries(), [live, "Generated.swift"].sorted())
    }

    func testASymbolicLinkIsWrittenThroughToItsTarget() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
        let target = path("real/Providers.swift")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink("real/Providers.swift", path("Link.swift")), 0)
        XCTAssertTrue(try writeIfChanged(Array("new\n".utf8), toPath: path("Link.swift")))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("Link.swift")), "real/Providers.swift")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("real")), ["Providers.swift"])
        // A link whose target does not exist yet gets the target created.
        XCTAssertEqual(symlink("real/Later.swift", path("Dangling.swift")), 0)
        XCTAssertTrue(try writeIfChanged(Array("later\n".utf8), toPath: path("Dangling.swift")))
        XCTAssertEqual(try String(contentsOfFile: path("real/Later.swift"), encoding: .utf8), "later\n")
    }

    func testALinkLoopIsRefused() throws {
        XCTAssertEqual(symlink("B.swift", path("A.swift")), 0)
        XCTAssertEqual(symlink("A.swift", path("B.swift")), 0)
        XCTAssertThrowsError(try writeIfChanged(Array("x".utf8), toPath: path("A.swift"))) { error in
            XCTAssertTrue("\(error)".contains("symbolic links"), "\(error)")
        }
    }

    func testADeviceOrFIFOOrFolderIsRefusedAndLeftAsItIs() throws {
        XCTAssertThrowsError(try writeIfChanged(Array("x".utf8), toPath: "/dev/null")) { error in
            XCTAssertEqual("\(error)", "/dev/null is a character device, not a regular file; not replacing it")
        }
        let fifo = path("Pipe.swift")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try writeIfChanged(Array("x".utf8), toPath: fifo)) { error in
            XCTAssertTrue("\(error)".contains("is a FIFO, not a regular file"), "\(error)")
        }
        XCTAssertThrowsError(try writeIfChanged(Array("x".utf8), toPath: folder.path))
        var status = stat()
        XCTAssertEqual(lstat(fifo, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(try entries(), ["Pipe.swift"])
    }

    /// No writer ever opens the FIFO: a blocking open or read would never return, so the read finishing at all
    /// (on another thread, waited for patiently) is the proof.
    func testReadingAFIFODoesNotBlock() throws {
        let fifo = path("Pipe.swift")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let finished = expectation(description: "the read returns")
        DispatchQueue.global().async {
            XCTAssertEqual(readFile(atPath: fifo, limit: ReadLimits.swiftFile), .unreadable)
            finished.fulfill()
        }
        wait(for: [finished], timeout: 120)
    }

    func testTheOutputKeepsItsPermissions() throws {
        let output = path("Generated.swift")
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        XCTAssertEqual(chmod(output, 0o640), 0)
        XCTAssertTrue(try writeIfChanged(Array("new".utf8), toPath: output))
        var status = stat()
        XCTAssertEqual(stat(output, &status), 0)
        XCTAssertEqual(status.st_mode & 0o777, 0o640)
    }

    /// A process id that belongs to no running process: a child that has been waited for.
    private func deadProcessID() -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// A check compares the file read with the text it would write, as memory.
    func testBytesEqualTheUTF8OfATextOnlyWhenEveryByteDoes() {
        XCTAssertTrue(Array("let é = 1\n".utf8).equalsUTF8(of: "let é = 1\n"))
        XCTAssertTrue([UInt8]().equalsUTF8(of: ""))
        XCTAssertFalse(Array("let e = 1\n".utf8).equalsUTF8(of: "let é = 1\n"), "a different length")
        XCTAssertFalse(Array("let a = 1\n".utf8).equalsUTF8(of: "let b = 1\n"), "the same length")
        XCTAssertFalse([UInt8]().equalsUTF8(of: "x"))
        XCTAssertFalse(Array("e\u{301}".utf8).equalsUTF8(of: "é"), "canonically equal strings are different bytes")
    }
}
