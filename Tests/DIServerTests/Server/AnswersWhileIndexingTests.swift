import DIProtocol
import DIServer
import Foundation
import XCTest

/// The server never goes deaf behind its file system: while the first index (or a later re-read of the disk) is
/// stuck, `shutdown` and `exit` act at once, requests that need the index wait for it only up to a limit and then
/// get ContentModified, and edits are still taken in.
final class AnswersWhileIndexingTests: XCTestCase {
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

    /// Holds every piece of disk work of one kind until released, as a file system that never answers would.
    private final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var isOpen = false
        let kind: LanguageServer.DiskWork

        init(holding kind: LanguageServer.DiskWork) { self.kind = kind }

        var hook: LanguageServer.DiskWorkHook {
            { [self] work in
                guard work == kind else { return }
                condition.lock()
                while !isOpen { condition.wait() }
                condition.unlock()
            }
        }

        func open() {
            condition.lock()
            isOpen = true
            condition.broadcast()
            condition.unlock()
        }
    }

    private func initialize(_ server: InProcessServer, in workspace: TemporaryWorkspace) {
        server.request("initialize", ["processId": .null, "rootUri": .string(workspace.rootURI), "capabilities": [:]])
        server.notify("initialized")
    }

    func testShutdownAndExitWorkWhileTheFirstIndexNeverEnds() throws {
        let workspace = try TemporaryWorkspace(source)
        let gate = Gate(holding: .firstIndex)
        defer { gate.open() }
        let server = InProcessServer(beforeDiskWork: gate.hook)
        initialize(server, in: workspace)
        let shutdown = server.request("shutdown", nil)
        XCTAssertEqual(shutdown?["result"], .null)
        XCTAssertNil(shutdown?["error"])
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testARequestWaitsForTheIndexOnlyUpToTheLimitThenGetsContentModified() throws {
        let workspace = try TemporaryWorkspace(source)
        let gate = Gate(holding: .firstIndex)
        defer { gate.open() }
        let server = InProcessServer(indexWaitLimit: .milliseconds(300), beforeDiskWork: gate.hook)
        initialize(server, in: workspace)
        let started = Date()
        let answer = server.request("workspace/symbol", ["query": "Root"])
        XCTAssertEqual(answer?[path: "error", "code"], .int(ErrorCode.contentModified.rawValue))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.25)
        // Methods that need no index are answered at once.
        XCTAssertEqual(server.request("no/such/method", nil)?[path: "error", "code"], .int(ErrorCode.methodNotFound.rawValue))
        gate.open()
        XCTAssertEqual(server.request("workspace/symbol", ["query": "Root"])?["result"]?.arrayValue?.count, 1)
        XCTAssertEqual(server.stop(), 0)
    }

    func testACancelledWaitingRequestIsAnsweredAtOnce() throws {
        let workspace = try TemporaryWorkspace(source)
        let gate = Gate(holding: .firstIndex)
        defer { gate.open() }
        let server = InProcessServer(indexWaitLimit: .seconds(30), beforeDiskWork: gate.hook)
        initialize(server, in: workspace)
        server.send(["jsonrpc": "2.0", "id": "waiting", "method": "workspace/symbol", "params": ["query": "Root"]])
        server.notify("$/cancelRequest", ["id": "waiting"])
        let answer = server.inbox.first(where: { $0["id"] == "waiting" })
        XCTAssertEqual(answer?[path: "error", "code"], .int(ErrorCode.requestCancelled.rawValue))
        gate.open()
        XCTAssertEqual(server.stop(), 0)
    }

    func testEditsMadeWhileIndexingAreAnalysedWhenItFinishes() throws {
        let workspace = try TemporaryWorkspace(source)
        let gate = Gate(holding: .firstIndex)
        let server = InProcessServer(indexWaitLimit: .seconds(30), beforeDiskWork: gate.hook)
        initialize(server, in: workspace)
        let feed = workspace.uri("Sources/App/Feed.swift")
        try server.open("Sources/App/Feed.swift", in: workspace)
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(feed), "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 11]], "text": "var clock"]],
        ])
        gate.open()
        let diagnostics = server.waitForDiagnostics(of: feed)
        XCTAssertEqual(diagnostics?.count, 1)
        XCTAssertTrue(diagnostics?.first?["message"]?.stringValue?.contains("clock") ?? false, "\(String(describing: diagnostics))")
        XCTAssertEqual(server.stop(), 0)
    }

    func testRequestsAreAnsweredWhileARereadOfTheDiskNeverEnds() throws {
        let workspace = try TemporaryWorkspace(source)
        let gate = Gate(holding: .refresh)
        defer { gate.open() }
        let server = InProcessServer(beforeDiskWork: gate.hook)
        server.start(in: workspace)
        let feed = workspace.uri("Sources/App/Feed.swift")
        XCTAssertEqual(server.waitForDiagnostics(of: feed)?.count, 1)
        // A save makes the server re-read the disk (this client does not watch files); the re-read hangs.
        try workspace.write("final class Feed {}\n", to: "Sources/App/Feed.swift")
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(feed)]])
        let symbols = server.request("workspace/symbol", ["query": "Feed"])
        XCTAssertEqual(symbols?["result"]?.arrayValue?.count, 2, "answered from the last known state")
        XCTAssertEqual(server.request("shutdown", nil)?["result"], .null)
        gate.open()
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testAFIFONamedLikeTheConfigurationOrASourceFileIsNotWaitedOn() throws {
        let workspace = try TemporaryWorkspace(source)
        XCTAssertEqual(mkfifo(workspace.root.appendingPathComponent(".di-lsp.json").path, 0o600), 0)
        XCTAssertEqual(mkfifo(workspace.root.appendingPathComponent("Sources/App/Pipe.swift").path, 0o600), 0)
        let server = InProcessServer(indexWaitLimit: .seconds(30))
        server.start(in: workspace)
        let problem = server.waitForDiagnostics(of: workspace.uri(".di-lsp.json"))?.first
        XCTAssertEqual(problem?["code"], "invalid-configuration")
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift"))?.first?["code"], "missing-dependency")
        XCTAssertEqual(server.stop(), 0)
    }
}
