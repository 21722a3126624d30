import DIProtocol
import Foundation
import XCTest

/// `workspace/didChangeWorkspaceFolders`: an added folder is indexed and its diagnostics published; a removed
/// folder's diagnostics are cleared and its files leave the index.
final class WorkspaceFolderTests: XCTestCase {
    private func app(_ prefix: String) -> String {
        """
        //- \(prefix)/Root.swift
        final class \(prefix)RootComponent: BootstrapComponent {
            var feed: \(prefix)FeedComponent { \(prefix)FeedComponent(parent: self) }
        }
        //- \(prefix)/Feed.swift
        protocol \(prefix)FeedDependency: Dependency { var clock: Clock { get } }
        final class \(prefix)FeedComponent: Component<\(prefix)FeedDependency> {}
        """
    }

    private func folder(_ workspace: TemporaryWorkspace, _ name: String) -> JSONValue {
        ["uri": .string(workspace.uri(name)), "name": .string(name)]
    }

    func testFoldersAddedAndRemovedAreIndexedAndCleared() throws {
        let workspace = try TemporaryWorkspace(app("Shop") + "\n" + app("News") + "\n" + app("Mail"))
        let server = InProcessServer()
        let initialize = server.request("initialize", [
            "processId": .null, "rootUri": .null, "capabilities": [:],
            "workspaceFolders": [folder(workspace, "Shop"), folder(workspace, "News")],
        ])
        XCTAssertEqual(initialize?[path: "result", "capabilities", "workspace", "workspaceFolders", "changeNotifications"], true)
        server.notify("initialized")
        let news = workspace.uri("News/Feed.swift")
        XCTAssertEqual(server.waitForDiagnostics(of: news)?.compactMap { $0["code"]?.stringValue }, ["missing-dependency"])

        server.notify("workspace/didChangeWorkspaceFolders", ["event": [
            "added": [folder(workspace, "Mail")], "removed": [folder(workspace, "News")],
        ]])
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Mail/Feed.swift"))?.compactMap { $0["code"]?.stringValue }, ["missing-dependency"])
        XCTAssertEqual(server.waitForDiagnostics(of: news)?.count, 0, "the removed folder's diagnostics are cleared")
        let symbols = server.request("workspace/symbol", ["query": "FeedComponent"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(Set(symbols.compactMap { $0["name"]?.stringValue }), ["ShopFeedComponent", "MailFeedComponent"])
        XCTAssertEqual(server.stop(), 0)
    }
}
