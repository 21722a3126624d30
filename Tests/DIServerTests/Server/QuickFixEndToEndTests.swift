import DIProtocol
import DIScanner
import DIServer
import Foundation
import XCTest

/// Drives a quick fix as an editor does: request the code actions at the diagnostic, apply the preferred
/// action's WorkspaceEdit to the files, and see the diagnostic go away.
final class QuickFixEndToEndTests: XCTestCase {
    private let capabilities: JSONValue = [
        "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]]]
    ]

    func testProvidingAMissingDependencyInTheAncestorRemovesTheDiagnostic() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            import DIRuntime

            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            import DIRuntime

            protocol FeedDependency: Dependency {
                var clock: Clock { get }
            }

            final class FeedComponent: Component<FeedDependency> {}

            final class Clock {}
            """)
        try applyPreferredFix(in: workspace, at: "Sources/App/Feed.swift", expecting: "missing-dependency")
        XCTAssertTrue(try workspace.text(of: "Sources/App/Root.swift").contains("var clock: Clock { shared { Clock() } }"))
    }

    func testChangingAMistypedRequirementToTheProvidersTypeRemovesTheDiagnostic() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var clock: Clock { Clock() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            final class Clock {}
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency {
                /* ⏰ */ var clock: Clock? { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        try applyPreferredFix(in: workspace, at: "Sources/App/Feed.swift", expecting: "mistyped-dependency")
        XCTAssertTrue(try workspace.text(of: "Sources/App/Feed.swift").contains("/* ⏰ */ var clock: Clock { get }"))
    }

    func testMakingAPrivateProviderInternalRemovesTheDiagnostic() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                @MainActor private var clock: Clock { Clock() }
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            final class Clock {}
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency { var clock: Clock { get } }
            final class FeedComponent: Component<FeedDependency> {}
            """)
        try applyPreferredFix(in: workspace, at: "Sources/App/Feed.swift", expecting: "inaccessible-dependency")
        XCTAssertTrue(try workspace.text(of: "Sources/App/Root.swift").contains("    @MainActor var clock: Clock { Clock() }"))
    }

    func testCreatingAnUnknownDependencyProtocolRemovesTheDiagnostic() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            import DIRuntime

            final class FeedComponent: Component<FeedDependency> {}
            """)
        try applyPreferredFix(in: workspace, at: "Sources/App/Feed.swift", expecting: "unknown-dependency-protocol")
        XCTAssertEqual(
            try workspace.text(of: "Sources/App/Feed.swift"),
            "import DIRuntime\n\nprotocol FeedDependency: Dependency {}\n\nfinal class FeedComponent: Component<FeedDependency> {}\n")
    }

    func testAClientWithoutActionLiteralsRunsAFixAsACommandAndGetsItsEditToApply() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency { var clock: Clock { get } }
            final class FeedComponent: Component<FeedDependency> {}
            final class Clock {}
            """)
        let server = InProcessServer()
        let initialize = server.start(in: workspace, capabilities: ["workspace": ["applyEdit": true]])
        XCTAssertEqual(initialize?[path: "result", "capabilities", "codeActionProvider"], true, "not options: the client has no literals")
        XCTAssertTrue(initialize?[path: "result", "capabilities", "executeCommandProvider", "commands"]?.arrayValue?
            .contains("di-lsp.applyFix") == true)
        let uri = workspace.uri("Sources/App/Feed.swift")
        let diagnostic = try XCTUnwrap(server.waitForDiagnostics(of: uri)?.first { $0["code"] == "missing-dependency" })
        let actions = try XCTUnwrap(server.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": diagnostic["range"]!, "context": ["diagnostics": [diagnostic]],
        ])?["result"]?.arrayValue)
        let command = try XCTUnwrap(actions.first, "a command per fix")
        XCTAssertEqual(command["command"], "di-lsp.applyFix")
        XCTAssertNil(command["kind"], "a Command, not a CodeAction")
        let executed = server.request("workspace/executeCommand", ["command": "di-lsp.applyFix", "arguments": command["arguments"]!])
        XCTAssertEqual(executed?["result"], .null)
        let applyEdit = try XCTUnwrap(server.passedOver.first { $0["method"] == "workspace/applyEdit" }
            ?? server.inbox.first { $0["method"] == "workspace/applyEdit" })
        XCTAssertEqual(applyEdit[path: "params", "label"], command["title"])
        let edits = try XCTUnwrap(applyEdit[path: "params", "edit", "changes", workspace.uri("Sources/App/Root.swift")]?.arrayValue)
        XCTAssertEqual(edits.first?["newText"]?.stringValue?.contains("var clock: Clock { shared { Clock() } }"), true)
        XCTAssertEqual(
            server.request("workspace/executeCommand", ["command": "di-lsp.applyFix", "arguments": ["only a title"]])?[path: "error", "code"],
            .int(-32602))
    }

    func testFixesAreOfferedAnywhereOnTheLineAndForTheDiagnosticsInTheContext() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency {
                var clock: Clock { get }
            }
            final class FeedComponent: Component<FeedDependency> {}
            final class Clock {}
            """)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: capabilities)
        let uri = workspace.uri("Sources/App/Feed.swift")
        let diagnostic = try XCTUnwrap(server.waitForDiagnostics(of: uri)?.first { $0["code"] == "missing-dependency" })
        func titles(line: Int, character: Int, context: [JSONValue]) -> [String] {
            let cursor: JSONValue = ["line": .int(line), "character": .int(character)]
            let response = server.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(uri)], "range": ["start": cursor, "end": cursor],
                "context": ["diagnostics": .array(context)],
            ])
            return (response?["result"]?.arrayValue ?? []).compactMap { $0["title"]?.stringValue }.filter { $0.hasPrefix("Provide") }
        }
        // Line 1 is `    var clock: Clock { get }`; the diagnostic covers `clock` only.
        XCTAssertFalse(titles(line: 1, character: 0, context: []).isEmpty, "the cursor at the start of the line")
        XCTAssertFalse(titles(line: 1, character: 27, context: []).isEmpty, "the cursor after `{ get }`")
        XCTAssertEqual(titles(line: 3, character: 0, context: []), [], "another line, no diagnostic in the context")
        XCTAssertFalse(titles(line: 3, character: 0, context: [diagnostic]).isEmpty, "another line, the diagnostic in the context")
    }

    /// Waits for the diagnostic, asks for fixes at its range, applies the preferred one as an editor would (open
    /// each edited document, send the edits as changes, save to disk), and waits for the diagnostic to clear.
    private func applyPreferredFix(in workspace: TemporaryWorkspace, at path: String, expecting code: String) throws {
        let server = InProcessServer()
        server.start(in: workspace, capabilities: capabilities)
        let diagnostics = try XCTUnwrap(server.waitForDiagnostics(of: workspace.uri(path)))
        let diagnostic = try XCTUnwrap(diagnostics.first { $0["code"] == .string(code) })

        let response = server.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(workspace.uri(path))], "range": diagnostic["range"]!,
            "context": ["diagnostics": [diagnostic]],
        ])
        let actions = try XCTUnwrap(response?["result"]?.arrayValue)
        let preferred = try XCTUnwrap(actions.first { $0["isPreferred"] == true }, "no preferred fix in \(actions)")
        XCTAssertEqual(preferred["kind"], "quickfix")
        XCTAssertEqual(preferred["diagnostics"]?.arrayValue?.first?["code"], .string(code))
        let changes = try XCTUnwrap(preferred[path: "edit", "changes"]?.objectValue)

        var version = 1
        for (uri, edits) in changes {
            let editedPath = try XCTUnwrap(FileURI.path(from: DocumentURI(uri)))
            let relative = String(editedPath.dropFirst(workspace.root.path.count + 1))
            try server.open(relative, in: workspace)
            server.settle(discardingDiagnosticsOf: uri)
            let textEdits = try (edits.arrayValue ?? []).map { try $0.decode(as: TextEdit.self) }
            // Edits refer to the original text; applied from the end, earlier ranges stay valid.
            let ordered = textEdits.sorted { $0.range.start > $1.range.start }
            version += 1
            server.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": .array(try ordered.map { try JSONValue(encoding: TextDocumentContentChangeEvent(range: $0.range, text: $0.newText)) }),
            ])
            try workspace.write(try applying(ordered, to: workspace.text(of: relative)), to: relative)
            server.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        }
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri(path)), [], "the diagnostic did not go away")
        XCTAssertEqual(server.stop(), 0)
    }

    /// Applies UTF-16 edits sorted from the end to `text`.
    private func applying(_ edits: [TextEdit], to text: String) throws -> String {
        var bytes = Array(text.utf8)
        for edit in edits {
            let converter = PositionConverter(bytes)
            let range = converter.byteRange(of: edit.range, encoding: .utf16)
            bytes.replaceSubrange(range.start..<range.end, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
