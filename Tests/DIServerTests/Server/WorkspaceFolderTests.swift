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
        XCTAssertEqual(server.waitForDiagnostics(of: news)?.count, 0, "the removed folder's diagnostics are cleared")
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Mail/Feed.swift"))?.compactMap { $0["code"]?.stringValue }, ["missing-dependency"])
        let symbols = server.request("workspace/symbol", ["query": "FeedComponent"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(Set(symbols.compactMap { $0["name"]?.stringValue }), ["ShopFeedComponent", "MailFeedComponent"])
        XCTAssertEqual(server.stop(), 0)
    }

    /// Two apps with the same component names, opened side by side, are two workspaces: no duplicates, and each
    /// document's questions are answered from its own app.
    func testEachFolderIsItsOwnWorkspace() throws {
        let twin = """
            //- Root.swift
            final class RootComponent: BootstrapComponent {
                var clock: Clock { Clock() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Feed.swift
            protocol FeedDependency: Dependency { var clock: Clock { get } }
            final class FeedComponent: Component<FeedDependency> {}
            final class Clock {}
            """
        let workspace = try TemporaryWorkspace(
            twin.replacingOccurrences(of: "//- ", with: "//- One/") + "\n" + twin.replacingOccurrences(of: "//- ", with: "//- Two/"))
        let server = InProcessServer()
        server.request("initialize", [
            "processId": .null, "rootUri": .null, "capabilities": [:],
            "workspaceFolders": [folder(workspace, "One"), folder(workspace, "Two")],
        ])
        server.notify("initialized")
        let symbols = server.request("workspace/symbol", ["query": "RootComponent"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(symbols.count, 2, "one RootComponent in each folder")
        for name in ["One", "Two"] {
            XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("\(name)/Root.swift"), timeout: 1) ?? [], [], "no duplicate-component in \(name)")
            // `clock` in Feed.swift (line 0) goes to its own folder's root.
            let definition = server.request("textDocument/definition", [
                "textDocument": ["uri": .string(workspace.uri("\(name)/Feed.swift"))], "position": ["line": 0, "character": 43],
            ])
            let target = definition?["result"]?.arrayValue?.first?["uri"]?.stringValue ?? definition?[path: "result", "uri"]?.stringValue
            XCTAssertEqual(target, workspace.uri("\(name)/Root.swift"))
        }
        XCTAssertEqual(server.stop(), 0)
    }

    /// A Swift file opened outside every workspace folder (no project above it) is checked on its own, as
    /// `di-lsp --check FILE` checks it; closing it clears its diagnostics. The project's own files are unaffected.
    func testAFileOpenedOutsideEveryProjectIsCheckedOnItsOwn() throws {
        let project = try TemporaryWorkspace("""
            //- Root.swift
            final class RootComponent: BootstrapComponent {}
            """)
        let elsewhere = try TemporaryWorkspace("""
            //- Scratch.swift
            protocol LoneDependency: Dependency { var clock: Clock { get } }
            final class LoneComponent: Component<LoneDependency> {}
            """)
        let server = InProcessServer()
        server.start(in: project)
        try server.open("Scratch.swift", in: elsewhere)
        let diagnostics = server.waitForDiagnostics(of: elsewhere.uri("Scratch.swift"))
        XCTAssertEqual(diagnostics?.compactMap { $0["code"]?.stringValue }, ["unreachable-component"])
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(elsewhere.uri("Scratch.swift"))]])
        XCTAssertEqual(server.waitForDiagnostics(of: elsewhere.uri("Scratch.swift")), [])
        XCTAssertEqual(server.stop(), 0)
    }
}
