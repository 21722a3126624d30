import DIProtocol
import DIServer
import Foundation
import XCTest

/// Call and type hierarchy, rename and the graph command, through the server as a client sees them.
final class HierarchyRenameCommandTests: XCTestCase {
    private static let sources = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var 1️⃣session: Session { shared { Session() } }
            var feed: FeedComponent { 2️⃣FeedComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol BaseDependency: Dependency { var 3️⃣session: Session { get } }
        protocol 4️⃣FeedDependency: BaseDependency {}
        final class 5️⃣FeedComponent: Component<FeedDependency> {
            var tags: Set<String> { [] }
            func current() -> Session { dependency.6️⃣session }
        }
        """

    func testCallHierarchyFromAChildCreationGoesUpToTheParentAndDownAgain() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace)
        let prepared = try XCTUnwrap(server.request("textDocument/prepareCallHierarchy", try workspace.positionParams("2️⃣"))?["result"])
        let items = try prepared.decode(as: [CallHierarchyItem].self)
        XCTAssertEqual(items.map(\.name), ["FeedComponent"])
        XCTAssertEqual(items[0].uri.stringValue, workspace.uri("Sources/App/Feed.swift"))
        XCTAssertEqual(try JSONValue(encoding: items[0].selectionRange.start), try workspace.position(of: "5️⃣").position)

        let incoming = try XCTUnwrap(server.request("callHierarchy/incomingCalls", ["item": prepared.arrayValue![0]])?["result"])
            .decode(as: [CallHierarchyIncomingCall].self)
        XCTAssertEqual(incoming.map(\.from.name), ["RootComponent"])
        XCTAssertEqual(try incoming[0].fromRanges.map { try JSONValue(encoding: $0.start) }, [try workspace.position(of: "2️⃣").position])

        let root = try JSONValue(encoding: incoming[0].from)
        let outgoing = try XCTUnwrap(server.request("callHierarchy/outgoingCalls", ["item": root])?["result"])
            .decode(as: [CallHierarchyOutgoingCall].self)
        XCTAssertEqual(outgoing.map(\.to.name), ["FeedComponent"])
        XCTAssertEqual(outgoing[0].fromRanges.count, 1)
        XCTAssertEqual(server.stop(), 0)
    }

    func testTypeHierarchyOfADependencyProtocol() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace)
        let prepared = try XCTUnwrap(server.request("textDocument/prepareTypeHierarchy", try workspace.positionParams("4️⃣"))?["result"])
        XCTAssertEqual(try prepared.decode(as: [TypeHierarchyItem].self).map(\.name), ["FeedDependency"])
        let supertypes = server.request("typeHierarchy/supertypes", ["item": prepared.arrayValue![0]])?["result"]
        XCTAssertEqual(try supertypes?.decode(as: [TypeHierarchyItem].self).map(\.name), ["BaseDependency"])
        let base = try XCTUnwrap(supertypes?.arrayValue?.first)
        let subtypes = server.request("typeHierarchy/subtypes", ["item": base])?["result"]
        XCTAssertEqual(try subtypes?.decode(as: [TypeHierarchyItem].self).map(\.name), ["FeedDependency"])
        XCTAssertEqual(server.stop(), 0)
    }

    func testRenameGivesOneEditAcrossFilesAndRefusesWithAReason() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        let initialized = server.start(in: workspace, capabilities: ["textDocument": ["rename": ["prepareSupport": true]]])
        XCTAssertEqual(initialized?[path: "result", "capabilities", "renameProvider"], ["prepareProvider": true])

        let prepared = server.request("textDocument/prepareRename", try workspace.positionParams("6️⃣"))?["result"]
        XCTAssertEqual(prepared?["placeholder"], "session")
        XCTAssertEqual(prepared?[path: "range", "start"], try workspace.position(of: "6️⃣").position)
        XCTAssertEqual(server.request("textDocument/prepareRename", try workspace.positionParams("5️⃣"))?["result"], .null)

        let params = try workspace.positionParams("1️⃣", adding: ["newName": "token"])
        let edit = try XCTUnwrap(server.request("textDocument/rename", params)?["result"]).decode(as: WorkspaceEdit.self)
        let changes = try XCTUnwrap(edit.changes)
        XCTAssertEqual(changes[DocumentURI(workspace.uri("Sources/App/Root.swift"))]?.count, 1)
        XCTAssertEqual(changes[DocumentURI(workspace.uri("Sources/App/Feed.swift"))]?.count, 2)
        XCTAssertTrue(changes.values.joined().allSatisfy { $0.newText == "token" })

        let refused = server.request("textDocument/rename", try workspace.positionParams("3️⃣", adding: ["newName": "1st"]))
        XCTAssertEqual(refused?[path: "error", "code"], JSONValue.int(ErrorCode.requestFailed.rawValue))
        XCTAssertEqual(refused?[path: "error", "message"], "`1st` is not a valid Swift identifier")
        XCTAssertEqual(server.stop(), 0)
    }

    func testTheGraphCommandAnswersDOTOrMermaidOfTheComponentAtThePosition() throws {
        let workspace = try TemporaryWorkspace(Self.sources)
        let server = InProcessServer()
        server.start(in: workspace)
        let (uri, position) = try workspace.position(of: "5️⃣")
        let dot = server.request("workspace/executeCommand", ["command": "di-lsp.graph", "arguments": [.string(uri), position]])?["result"]
        XCTAssertTrue(dot?.stringValue?.hasPrefix("digraph components {") == true, "\(String(describing: dot))")
        XCTAssertTrue(dot?.stringValue?.contains(#""RootComponent" -> "FeedComponent";"#) == true)
        let mermaid = server.request("workspace/executeCommand", ["command": "di-lsp.graph", "arguments": [.string(uri), position, "mermaid"]])?["result"]
        XCTAssertTrue(mermaid?.stringValue?.hasPrefix("graph TD\n") == true)

        let nowhere = server.request("workspace/executeCommand", [
            "command": "di-lsp.graph", "arguments": [.string(uri), ["line": 0, "character": 0]],
        ])
        XCTAssertEqual(nowhere?[path: "error", "code"], JSONValue.int(ErrorCode.requestFailed.rawValue))
        let badFormat = server.request("workspace/executeCommand", ["command": "di-lsp.graph", "arguments": [.string(uri), position, "svg"]])
        XCTAssertEqual(badFormat?[path: "error", "code"], JSONValue.int(ErrorCode.invalidParams.rawValue))
        XCTAssertEqual(server.stop(), 0)
    }
}
