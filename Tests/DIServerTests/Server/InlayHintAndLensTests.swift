import DIProtocol
import DIServer
import Foundation
import XCTest

/// Inlay hints (with resolve and refresh) and code lenses, through the server as a client sees them.
final class InlayHintAndLensTests: XCTestCase {
    private static let sources = """
        //- Sources/App/Root.swift
        final class 1️⃣RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }2️⃣
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var 3️⃣session: Session { get }4️⃣
        }
        final class FeedComponent: Component<FeedDependency> {}
        """

    private let fullRange: JSONValue = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]

    func testHintsAfterARequirementAndAProviderWithTheirTooltipOnResolve() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: [
            "textDocument": ["inlayHint": ["resolveSupport": ["properties": ["tooltip"]]], "hover": ["contentFormat": ["markdown"]]],
        ])
        let feedHints = try hints(server, workspace.uri("Sources/App/Feed.swift"))
        XCTAssertEqual(feedHints.map { $0.label.text }, ["← RootComponent (1 up)"])
        XCTAssertEqual(try JSONValue(encoding: feedHints[0].position), try workspace.position(of: "4️⃣").position)
        XCTAssertEqual(feedHints[0].paddingLeft, true)
        XCTAssertNil(feedHints[0].tooltip, "tooltips come from resolve")

        let resolved = try XCTUnwrap(server.request("inlayHint/resolve", try JSONValue(encoding: feedHints[0]))?["result"])
        XCTAssertEqual(
            resolved[path: "tooltip", "value"],
            "`session: Session` from RootComponent (1 level up) via RootComponent -> FeedComponent")
        XCTAssertEqual(resolved["label"], "← RootComponent (1 up)")

        let rootHints = try hints(server, workspace.uri("Sources/App/Root.swift"))
        XCTAssertEqual(rootHints.map { $0.label.text }, ["→ read by 1 component"], "no hint after the child accessor")
        XCTAssertEqual(try JSONValue(encoding: rootHints[0].position), try workspace.position(of: "2️⃣").position)
        XCTAssertEqual(server.stop(), 0)
    }

    /// A client that shows code lenses gets the provider's count once, in its lens, not again as a hint.
    func testClientsWithCodeLensesGetNoProviderHints() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["textDocument": ["codeLens": [:], "inlayHint": [:]]])
        XCTAssertEqual(try hints(server, workspace.uri("Sources/App/Root.swift")).map { $0.label.text }, [])
        XCTAssertEqual(try hints(server, workspace.uri("Sources/App/Feed.swift")).map { $0.label.text }, ["← RootComponent (1 up)"])
        let lenses = server.request("textDocument/codeLens", ["textDocument": ["uri": .string(workspace.uri("Sources/App/Root.swift"))]])
        let titles = lenses?["result"]?.arrayValue?.compactMap { $0[path: "command", "title"]?.stringValue } ?? []
        XCTAssertTrue(titles.contains("provided to 1 component"), "\(titles)")
        XCTAssertEqual(server.stop(), 0)
    }

    func testHintsComeWithoutTooltipsEvenForClientsThatCannotResolveThem() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace)
        let hint = try XCTUnwrap(try hints(server, workspace.uri("Sources/App/Root.swift")).first)
        XCTAssertNil(hint.tooltip, "the long form is computed for the hint the user looks at, or found in hover")
        let resolved = server.request("inlayHint/resolve", try JSONValue(encoding: hint))?["result"]
        XCTAssertEqual(resolved?[path: "tooltip", "value"], "session: Session provided by RootComponent is read by FeedComponent")
        XCTAssertEqual(server.stop(), 0)
    }

    func testAnEditElsewhereAsksClientsWithRefreshSupportForHintsAndLensesAgain() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["workspace": ["inlayHint": ["refreshSupport": true], "codeLens": ["refreshSupport": true]]])
        server.request("workspace/symbol", ["query": "settle"])
        let afterLoading = server.passedOver.filter { $0["method"] == "workspace/inlayHint/refresh" }
        XCTAssertLessThanOrEqual(afterLoading.count, 1)
        // The root's session goes away in an unopened file; the client answers each refresh.
        for message in server.passedOver where message["id"] != nil && message["method"] != nil {
            server.send(["jsonrpc": "2.0", "id": message["id"]!, "result": .null])
        }
        let refreshes = { (method: String) in server.passedOver.count { $0["method"]?.stringValue == method } }
        let (hintRefreshes, lensRefreshes) = (refreshes("workspace/inlayHint/refresh"), refreshes("workspace/codeLens/refresh"))
        let root = try workspace.text(of: "Sources/App/Root.swift")
        try workspace.write(root.replacingOccurrences(of: "    var session: Session { shared { Session() } }\n", with: ""), to: "Sources/App/Root.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Sources/App/Root.swift")), "type": 2]]])
        // The file is read in the background: asked until the new analysis's refresh has come (a busy machine may
        // answer several requests first).
        let deadline = Date().addingTimeInterval(patientTimeout)
        while refreshes("workspace/inlayHint/refresh") == hintRefreshes || refreshes("workspace/codeLens/refresh") == lensRefreshes,
            Date() < deadline
        {
            server.request("workspace/symbol", ["query": "settle"])
        }
        XCTAssertGreaterThan(refreshes("workspace/inlayHint/refresh"), hintRefreshes)
        XCTAssertGreaterThan(refreshes("workspace/codeLens/refresh"), lensRefreshes)
        XCTAssertEqual(try hints(server, workspace.uri("Sources/App/Feed.swift")).map { $0.label.text }, ["← missing"])
        XCTAssertEqual(server.stop(), 0)
    }

    func testNoRefreshForClientsWithoutRefreshSupport() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace)
        try workspace.write("// nothing\n", to: "Sources/App/Root.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Sources/App/Root.swift")), "type": 2]]])
        server.request("workspace/symbol", ["query": "settle"])
        XCTAssertFalse(server.passedOver.contains { $0["method"]?.stringValue?.hasSuffix("/refresh") == true })
        XCTAssertEqual(server.stop(), 0)
    }

    func testLensesRunTheShowReferencesCommandWhichAnswersTheirLocations() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        let initialized = server.start(in: workspace)
        XCTAssertEqual(
            initialized?[path: "result", "capabilities", "executeCommandProvider", "commands"], ["di-lsp.showReferences", "di-lsp.graph", "di-lsp.applyFix", "di-lsp.showMessage"])
        let response = server.request("textDocument/codeLens", ["textDocument": ["uri": .string(workspace.uri("Sources/App/Root.swift"))]])
        let lenses = try XCTUnwrap(response?["result"]).decode(as: [CodeLens].self)
        XCTAssertEqual(lenses.map { $0.command?.title }, ["1 consumer", "1 path", "provided to 1 component"])
        let consumers = try XCTUnwrap(lenses.first?.command)
        XCTAssertEqual(consumers.command, "di-lsp.showReferences")
        XCTAssertEqual(
            consumers.arguments, [.string(workspace.uri("Sources/App/Root.swift")), try workspace.position(of: "1️⃣").position, "consumers"])
        // Running the lens: the client sends the command, the answer is the places to show.
        let executed = server.request("workspace/executeCommand", ["command": "di-lsp.showReferences", "arguments": .array(consumers.arguments!)])
        let locations = try XCTUnwrap(executed?["result"]).decode(as: [Location].self)
        XCTAssertEqual(locations.map(\.uri.stringValue), [workspace.uri("Sources/App/Feed.swift")])
        XCTAssertEqual(try JSONValue(encoding: locations[0].range.start), try workspace.position(of: "3️⃣").position)
        let bad = server.request("workspace/executeCommand", ["command": "di-lsp.showReferences", "arguments": ["x"]])
        XCTAssertEqual(bad?[path: "error", "code"], JSONValue.int(ErrorCode.invalidParams.rawValue))
        XCTAssertEqual(server.stop(), 0)
    }

    private func hints(_ server: InProcessServer, _ uri: String) throws -> [InlayHint] {
        let response = server.request("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": fullRange])
        return try XCTUnwrap(response?["result"]).decode(as: [InlayHint].self)
    }
}
