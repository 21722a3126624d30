import DIProtocol
import Foundation
import XCTest

/// Files the client does not have open are kept current from the disk: through watched-file events, and by
/// re-reading changed files on save for clients that do not watch. Open documents win over the disk.
final class FileSyncTests: XCTestCase {
    private let source = """
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        final class Session {}
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        """

    private let story = """
        protocol StoryDependency: Dependency {
            var user: User { get }
        }
        final class StoryComponent: Component<StoryDependency> {}
        final class User {}
        """

    /// The client says it watches files but misses a sub-folder (Neovim without `inotify-tools`) and nothing is
    /// saved: the server's own look at the disk finds the new file and the changed one.
    func testAnEditNobodyAnnouncedIsFoundByTheServersOwnLookAtTheDisk() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer(rescanInterval: .milliseconds(100))
        server.start(in: workspace, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        try workspace.write(story, to: "Sources/App/Stories/Story.swift")
        let diagnostics = server.waitForDiagnostics(of: workspace.uri("Sources/App/Stories/Story.swift"))
        XCTAssertEqual(diagnostics?.first?["code"], "unreachable-component")
        try workspace.remove("Sources/App/Stories/Story.swift")
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Stories/Story.swift")), [])
        XCTAssertEqual(server.stop(), 0)
    }

    func testWatchedFileEventsAddAndRemoveFiles() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = server.passedOver.first { $0["method"] == "client/registerCapability" }
        XCTAssertEqual(registration?[path: "params", "registrations"]?.arrayValue?.first?["method"], "workspace/didChangeWatchedFiles")

        try workspace.write(story, to: "Sources/App/Story.swift")
        try workspace.write(source.components(separatedBy: "//- Sources/App/Root.swift\n")[1].components(separatedBy: "//-")[0]
            .replacingOccurrences(of: "var feed:", with: "var story: StoryComponent { StoryComponent(parent: self) }\n    var feed:"),
            to: "Sources/App/Root.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [
            ["uri": .string(workspace.uri("Sources/App/Story.swift")), "type": 1],
            ["uri": .string(workspace.uri("Sources/App/Root.swift")), "type": 2],
        ]])
        let diagnostics = server.waitForDiagnostics(of: workspace.uri("Sources/App/Story.swift"))
        XCTAssertEqual(diagnostics?.first?["code"], "missing-dependency")

        try workspace.remove("Sources/App/Story.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Sources/App/Story.swift")), "type": 3]]])
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Story.swift")), [])
        XCTAssertEqual(server.stop(), 0)
    }

    /// A branch switch: one notification names 12,000 new files, and the root's `session` moves from Root.swift to
    /// a new file. The batch is taken in slices with requests answered between them; diagnostics wait for the
    /// whole batch, so Feed never shows the `missing-dependency` that a half-taken switch would.
    func testABranchSwitchOfThousandsOfFilesIsTakenInSlicesWithoutHalfwayDiagnostics() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let feed = workspace.uri("Sources/App/Feed.swift")
        // Root.swift first and the new file last: read by different refreshes, taken in different slices.
        var changes: [JSONValue] = [["uri": .string(workspace.uri("Sources/App/Root.swift")), "type": 2]]
        for index in 0..<12_000 {
            let path = "Sources/Branch/File\(index).swift"
            try workspace.write("struct Branch\(index) {}\n", to: path)
            changes.append(["uri": .string(workspace.uri(path)), "type": 1])
        }
        let root = try workspace.text(of: "Sources/App/Root.swift")
        let provider = try XCTUnwrap(root.split(separator: "\n").first { $0.contains("var session:") })
        try workspace.write(root.replacingOccurrences(of: provider + "\n", with: ""), to: "Sources/App/Root.swift")
        try workspace.write("extension RootComponent {\n\(provider)\n}\nfinal class BranchComponent: Component<EmptyDependency> {}\n", to: "Sources/Zz/RootClock.swift")
        changes.append(["uri": .string(workspace.uri("Sources/Zz/RootClock.swift")), "type": 1])
        server.notify("workspace/didChangeWatchedFiles", ["changes": .array(changes)])

        var answers = 0
        while server.request("workspace/symbol", ["query": "BranchComponent"])?["result"]?.arrayValue?.isEmpty != false {
            answers += 1
            XCTAssertLessThan(answers, 100_000, "the batch was never taken")
        }
        server.settle(discardingDiagnosticsOf: "")
        let halfway = server.passedOver.filter {
            $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(feed)
                && $0[path: "params", "diagnostics"]?.arrayValue?.isEmpty == false
        }
        XCTAssertEqual(halfway, [], "diagnostics of a half-taken branch switch were published")
        XCTAssertEqual(server.stop(), 0)
    }

    func testSavingRereadsFilesChangedOnDiskWhenTheClientDoesNotWatch() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        XCTAssertFalse(server.passedOver.contains { $0["method"] == "client/registerCapability" })
        try server.open("Sources/App/Feed.swift", in: workspace)

        // Another tool removes the provider; nobody tells the server until the user saves something.
        try workspace.write(try workspace.text(of: "Sources/App/Root.swift").replacingOccurrences(of: "var session: Session { Session() }", with: ""),
            to: "Sources/App/Root.swift")
        server.notify("textDocument/didSave", ["textDocument": ["uri": .string(workspace.uri("Sources/App/Feed.swift"))]])
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift"))?.first?["code"], "missing-dependency")
        XCTAssertEqual(server.stop(), 0)
    }

    func testOpenDocumentsWinOverTheDisk() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let feed = workspace.uri("Sources/App/Feed.swift")
        server.notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(feed), "languageId": "swift", "version": 1,
            "text": "protocol FeedDependency: Dependency {\n    var clock: Clock { get }\n}\nfinal class FeedComponent: Component<FeedDependency> {}\n",
        ]])
        XCTAssertEqual(server.waitForDiagnostics(of: feed)?.first?["code"], "missing-dependency")

        // The disk changes under the open document: its text still wins.
        try workspace.write("// emptied on disk\n", to: "Sources/App/Feed.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(feed), "type": 2]]])
        let symbols = server.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(feed)]])
        XCTAssertEqual(symbols?["result"]?.arrayValue?.compactMap { $0["name"]?.stringValue }, ["FeedDependency", "clock", "FeedComponent"])
        XCTAssertFalse(server.passedOver.contains { $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "uri"] == .string(feed) })

        // Closing reverts to the disk, where the file is now empty: its diagnostics clear.
        server.notify("textDocument/didClose", ["textDocument": ["uri": .string(feed)]])
        XCTAssertEqual(server.waitForDiagnostics(of: feed), [])
        XCTAssertEqual(server.stop(), 0)
    }
}

/// Where the workspace is: `workspaceFolders` (see protocol-fixtures), else `rootUri`, else `rootPath`.
final class WorkspaceRootTests: XCTestCase {
    func testRootPathIsUsedWhenThereIsNoRootURIAndASecondInitializeIsRefused() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {}
            """)
        let server = InProcessServer()
        XCTAssertNotNil(server.request("initialize", ["processId": .null, "rootPath": .string(workspace.root.path), "capabilities": [:]])?["result"])
        server.notify("initialized")
        let symbols = server.request("workspace/symbol", ["query": "Root"])
        XCTAssertEqual(symbols?["result"]?.arrayValue?.first?["name"], "RootComponent")
        let again = server.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        XCTAssertEqual(again?[path: "error", "code"], .int(-32600))
        XCTAssertEqual(server.stop(), 0)
    }

    func testDocumentsThatAreNotFilesAreEditedButNotAnalysed() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {}
            """)
        let server = InProcessServer()
        server.start(in: workspace)
        server.notify("textDocument/didOpen", ["textDocument": ["uri": "untitled:Untitled-1", "languageId": "swift", "version": 1, "text": "class A {}"]])
        server.notify("textDocument/didChange", ["textDocument": ["uri": "untitled:Untitled-1", "version": 2], "contentChanges": [["text": "class B {}"]]])
        let symbols = server.request("textDocument/documentSymbol", ["textDocument": ["uri": "untitled:Untitled-1"]])
        XCTAssertEqual(symbols?["result"], [])
        XCTAssertEqual(server.logMessages, [])
        XCTAssertEqual(server.stop(), 0)
    }
}
