import DIProtocol
import DITestSupport
import Foundation
import XCTest

/// Bad input never stops the server: it answers what it can, logs what it skips, and keeps serving.
final class RobustnessTests: XCTestCase {
    private let source = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """

    func testInvalidUTF8OnDiskStillGetsDiagnosticsWithSaneRanges() throws {
        let workspace = try TemporaryWorkspace(source)
        // A stray 0xFF and a truncated two-byte sequence in a comment before the requirement.
        var bytes = Array("protocol FeedDependency: Dependency {\n    /* ".utf8) + [0xFF, 0xC3]
        bytes += Array(" */ var session: Session { get }\n}\nfinal class FeedComponent: Component<FeedDependency> {}\n".utf8)
        try workspace.write(Data(bytes), to: "Sources/App/Feed.swift")
        let server = InProcessServer()
        server.start(in: workspace)
        let diagnostic = try XCTUnwrap(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift"))?.first)
        XCTAssertEqual(diagnostic["code"], "missing-dependency")
        // Each invalid byte counts as one unit: 4 spaces, "/* ", 2 bytes, " */ var " -> 17.
        XCTAssertEqual(diagnostic[path: "range", "start"], ["line": 1, "character": 17])
        XCTAssertEqual(server.stop(), 0)
    }

    func testHugeFilesAreSkippedAndLogged() throws {
        let workspace = try TemporaryWorkspace(source)
        try workspace.write(Data(repeating: UInt8(ascii: "/"), count: 9 << 20), to: "Sources/App/Huge.swift")
        let server = InProcessServer()
        server.start(in: workspace)
        XCTAssertTrue(server.logMessages.contains { $0.contains("Huge.swift") && $0.contains("limit") }, "\(server.logMessages)")
        XCTAssertNotNil(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift")))

        let hugeText = String(repeating: "// comment line\n", count: 600_000)
        server.notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(workspace.uri("Sources/App/Other.swift")), "languageId": "swift", "version": 1, "text": .string(hugeText),
        ]])
        let answer = server.request("workspace/symbol", ["query": "Feed"])
        XCTAssertEqual(answer?["result"]?.arrayValue?.count, 2)
        XCTAssertTrue(server.logMessages.contains { $0.contains("Other.swift") && $0.contains("limit") }, "\(server.logMessages)")
        XCTAssertEqual(server.stop(), 0)
    }

    /// A sparse 64 GiB configuration, manifest, project and Swift file under the folder: each refused with a
    /// note, and the server keeps serving (it used to abort reading them whole).
    func testSparseHugeFilesAreRefusedWithoutReadingThem() throws {
        let workspace = try TemporaryWorkspace(source + "\n//- App.xcodeproj/.keep\n")
        for path in [".di-lsp.json", "Package.swift", "App.xcodeproj/project.pbxproj", "Sources/App/Huge.swift"] {
            try workspace.write("", to: path)
            XCTAssertEqual(truncate(workspace.root.appendingPathComponent(path).path, 64 << 30), 0)
        }
        let server = InProcessServer()
        server.start(in: workspace)
        let problem = server.waitForDiagnostics(of: workspace.uri(".di-lsp.json"))?.first
        XCTAssertEqual(problem?["code"], "invalid-configuration")
        XCTAssertTrue(problem?["message"]?.stringValue?.contains("over its 16 MiB limit") == true, "\(String(describing: problem))")
        for name in ["Huge.swift", "Package.swift", "project.pbxproj"] {
            XCTAssertTrue(server.logMessages.contains { $0.contains(name) && $0.contains("limit") }, "\(name): \(server.logMessages)")
        }
        XCTAssertNotNil(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift")))
        XCTAssertEqual(server.stop(), 0)
    }

    func testAClientThatNeverAcceptsTheProgressTokenDoesNotStallTheIndex() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer(progressTokenTimeout: .milliseconds(200))
        // The client says it shows progress, then never answers window/workDoneProgress/create.
        server.start(in: workspace, capabilities: ["window": ["workDoneProgress": true]])
        XCTAssertTrue(server.passedOver.contains { $0["method"] == "window/workDoneProgress/create" })
        XCTAssertNotNil(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift")))
        XCTAssertTrue(server.logMessages.contains { $0.contains("indexing without progress") }, "\(server.logMessages)")
        XCTAssertFalse(server.passedOver.contains { $0["method"] == "$/progress" })
        XCTAssertEqual(server.stop(), 0)
    }

    func testRandomBytesDoNotStopTheServer() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let length = Int(generator.next() % 300)
            var chunk = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if generator.next() % 3 == 0 { chunk = Array("Content-Length: \(generator.next() % 50)\r\n\r\n".utf8) + chunk }
            server.sendBytes(chunk)
        }
        // Close any frame the noise left open, then check that the server still answers.
        server.sendBytes(Array(repeating: UInt8(ascii: " "), count: 100) + Array("\r\n\r\n".utf8))
        let answer = server.request("workspace/symbol", ["query": "Root"])
        XCTAssertEqual(answer?["result"]?.arrayValue?.first?["name"], "RootComponent")
        XCTAssertEqual(server.stop(), 0)
    }

    func testEditsArrivingTogetherAreAnalysedOnceForTheirFinalText() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        let feed = workspace.uri("Sources/App/Feed.swift")
        XCTAssertEqual(server.waitForDiagnostics(of: feed)?.count, 1)
        try server.open("Sources/App/Feed.swift", in: workspace)
        server.settle(discardingDiagnosticsOf: feed)
        // Delete the requirement and put it back in one burst: nothing changes in the end, so nothing is published.
        var burst: [UInt8] = []
        for version in 2...21 {
            let change: JSONValue = version % 2 == 0
                ? ["range": ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0]], "text": ""]
                : ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "    var session: Session { get }\n"]
            let message: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(feed), "version": .int(version)], "contentChanges": [change],
            ]]
            burst += Array(MessageFraming.frame(try JSONEncoder().encode(message)))
        }
        server.sendBytes(burst)
        server.request("workspace/symbol", ["query": "nothing"])
        let published = server.passedOver.filter { $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(feed) }
        XCTAssertEqual(published, [], "the burst ends where it began, so nothing should be published")
        XCTAssertEqual(server.stop(), 0)
    }
}

extension RobustnessTests {
    func testAChangeWithAStaleVersionIsIgnoredAndLogged() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        let feed = workspace.uri("Sources/App/Feed.swift")
        try server.open("Sources/App/Feed.swift", in: workspace, version: 3)
        server.settle(discardingDiagnosticsOf: feed)
        // Version 2 comes after 3: an older edit delivered late. It would delete the requirement.
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(feed), "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 0]], "text": ""]],
        ])
        let hover = server.request("textDocument/hover", ["textDocument": ["uri": .string(feed)], "position": ["line": 1, "character": 9]])
        XCTAssertNotEqual(hover?["result"], .null, "the requirement is still there, so hover explains it")
        XCTAssertTrue(server.logMessages.contains { $0.contains("version 2") && $0.contains("version 3") }, "\(server.logMessages)")
        XCTAssertEqual(server.stop(), 0)
    }
}
