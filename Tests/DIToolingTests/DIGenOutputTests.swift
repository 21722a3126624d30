import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `di-gen generate`: killed at any moment it leaves the old output or the new one, the next run cleans up
/// after it, and an output that is not a regular file is refused with exit status 2.
final class DIGenOutputTests: XCTestCase {
    private var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("di-gen-kill-\(UUID().uuidString)")
        let sources = workspace.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // A chain of components, each providing a value its descendants need, so the output takes a while to write.
        var text = "final class RootComponent: BootstrapComponent {\n    var value0: Int { 0 }\n    var child: Level1Component { Level1Component(parent: self) }\n}\n"
        for level in 1...120 {
            text += "protocol Level\(level)Dependency: Dependency { var value\(level - 1): Int { get } }\n"
            text += "final class Level\(level)Component: Component<Level\(level)Dependency> {\n    var value\(level): Int { \(level) }\n"
            if level < 120 { text += "    var child: Level\(level + 1)Component { Level\(level + 1)Component(parent: self) }\n" }
            text += "}\n"
        }
        try Data(text.utf8).write(to: sources.appendingPathComponent("Chain.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    private func diGen() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("di-gen") }
        candidates.append(root.appendingPathComponent(".build/debug/di-gen"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("di-gen is not built; run `swift build` first")
        }
        return found
    }

    private func start(output: String) throws -> Process {
        let process = Process()
        process.executableURL = try diGen()
        process.arguments = ["generate", "--output", output, workspace.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = Pipe()
        try process.run()
        return process
    }

    private var sourceFolder: String { workspace.appendingPathComponent("Sources/App").path }

    func testAKillAtAnyMomentLeavesTheOldOrTheNewOutputAndTheNextRunCleansUp() throws {
        let output = sourceFolder + "/GeneratedProviders.swift"
        let complete = try start(output: output)
        complete.waitUntilExit()
        XCTAssertEqual(complete.terminationStatus, 0)
        let new = try Data(contentsOf: URL(fileURLWithPath: output))
        let old = Data("// the previous providers\n".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            try old.write(to: URL(fileURLWithPath: output))
            let process = try start(output: output)
            usleep(UInt32.random(in: 0...30_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let content = try Data(contentsOf: URL(fileURLWithPath: output))
            XCTAssertTrue(content == old || content == new, "a kill left \(content.count) bytes")
        }
        try old.write(to: URL(fileURLWithPath: output))
        // What a kill between creating the temporary file and renaming it leaves (a window of microseconds,
        // so it is planted here rather than waited for): a temporary file of a process that is gone.
        let stale = "\(sourceFolder)/.GeneratedProviders.swift.di-gen-\(deadProcessID())-5eed.tmp"
        try Data(new.prefix(100)).write(to: URL(fileURLWithPath: stale))
        let last = try start(output: output)
        last.waitUntilExit()
        XCTAssertEqual(last.terminationStatus, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), new)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sourceFolder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "temporary files of killed runs are removed by the next run")
    }

    private func deadProcessID() -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    func testADeviceOutputIsRefusedWithStatus2() throws {
        let process = try start(output: "/dev/null")
        let errors = (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(String(decoding: errors, as: UTF8.self).contains("/dev/null is a character device, not a regular file"))
    }
}
