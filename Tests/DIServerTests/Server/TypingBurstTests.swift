import DIProtocol
import Foundation
import XCTest

/// A burst of typing arrives as one batch: requests are answered after all of its edits, from one analysis, and a
/// request about a version of a document that the batch changes again is answered ContentModified.
final class TypingBurstTests: XCTestCase {
    private let source = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """

    private func started() throws -> (InProcessServer, TemporaryWorkspace) {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        try server.open("Sources/App/Root.swift", in: workspace)
        try server.open("Sources/App/Feed.swift", in: workspace)
        server.settle(discardingDiagnosticsOf: "")
        return (server, workspace)
    }

    private func change(_ uri: String, version: Int, to text: String) -> JSONValue {
        ["jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]]]
    }

    private func hover(_ id: String, _ uri: String, line: Int, character: Int) -> JSONValue {
        ["jsonrpc": "2.0", "id": .string(id), "method": "textDocument/hover",
         "params": ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]]
    }

    func testARequestAboutAVersionTheBatchChangesAgainIsAnsweredContentModified() throws {
        let (server, workspace) = try started()
        let root = workspace.uri("Sources/App/Root.swift")
        let text = try workspace.text(of: "Sources/App/Root.swift")
        // Two keystrokes, each followed by a hover on `session` (line 1): only the second is about the text that stays.
        server.sendTogether([
            change(root, version: 2, to: text.replacingOccurrences(of: "var session", with: "var sessio")),
            hover("stale", root, line: 1, character: 9),
            change(root, version: 3, to: text),
            hover("current", root, line: 1, character: 9),
        ])
        let stale = server.response(to: "stale")
        XCTAssertEqual(stale?[path: "error", "code"], .int(-32801), "\(String(describing: stale))")
        let current = server.response(to: "current")
        XCTAssertNil(current?["error"])
        XCTAssertEqual(current?[path: "result", "contents", "value"]?.stringValue?.contains("provided to 1 component"), true, "\(String(describing: current))")
        XCTAssertEqual(server.stop(), 0)
    }

    func testARequestIsAnsweredFromTheAnalysisOfTheWholeBatch() throws {
        let (server, workspace) = try started()
        let root = workspace.uri("Sources/App/Root.swift"), feed = workspace.uri("Sources/App/Feed.swift")
        let text = try workspace.text(of: "Sources/App/Root.swift")
        // The hover on Feed's requirement comes before the edit that removes its provider, in the same batch: it is
        // answered after that edit, from the newest analysis (its own document did not change).
        server.sendTogether([
            hover("before-the-edit", feed, line: 1, character: 9),
            change(root, version: 2, to: text.replacingOccurrences(of: "    var session: Session { Session() }\n", with: "")),
        ])
        let answer = server.response(to: "before-the-edit")
        XCTAssertEqual(answer?[path: "result", "contents", "value"]?.stringValue?.contains("is missing"), true, "\(String(describing: answer))")
        XCTAssertEqual(server.waitForDiagnostics(of: feed)?.first?["code"], "missing-dependency")
        XCTAssertEqual(server.stop(), 0)
    }

    func testARequestBeforeShutdownIsAnsweredBeforeIt() throws {
        let (server, workspace) = try started()
        let root = workspace.uri("Sources/App/Root.swift")
        let text = try workspace.text(of: "Sources/App/Root.swift")
        server.sendTogether([
            change(root, version: 2, to: text + "\n"),
            hover("before-shutdown", root, line: 1, character: 9),
            ["jsonrpc": "2.0", "id": "shutdown", "method": "shutdown"],
        ])
        let hover = server.response(to: "before-shutdown")
        XCTAssertNil(hover?["error"], "\(String(describing: hover))")
        XCTAssertFalse(server.passedOver.contains { $0["id"] == "shutdown" }, "answered after shutdown")
        XCTAssertNotNil(server.response(to: "shutdown"))
        server.notify("exit")
        XCTAssertEqual(server.waitForExit(), 0)
    }

    func testARequestCancelledInTheSameBatchIsAnsweredRequestCancelled() throws {
        let (server, workspace) = try started()
        let feed = workspace.uri("Sources/App/Feed.swift")
        server.sendTogether([
            hover("cancelled", feed, line: 1, character: 9),
            ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": "cancelled"]],
            hover("kept", feed, line: 1, character: 9),
        ])
        XCTAssertEqual(server.response(to: "cancelled")?[path: "error", "code"], .int(-32800))
        XCTAssertNil(server.response(to: "kept")?["error"])
        XCTAssertEqual(server.stop(), 0)
    }
}
