import DIProtocol
import Foundation
import XCTest

/// The server analyses each unit of `.di-lsp.json` as `--check` does: an app and its demo app, whose roots share a
/// name, are two graphs; a finding in a feature both use is published once, naming both units, and follows edits.
final class GenerationUnitServerTests: XCTestCase {
    private let repository = """
        //- .di-lsp.json
        {"units": [
          {"name": "App", "include": ["App", "Features"]},
          {"name": "FeedDemo", "include": ["Demos/Feed", "Features/Feed"]}
        ]}
        //- App/RootComponent.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Demos/Feed/RootComponent.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { Session() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Features/Feed/FeedComponent.swift
        protocol FeedDependency: Dependency { var session: Session { get } }
        final class FeedComponent: Component<FeedDependency> {}
        """

    func testEachUnitIsItsOwnGraphAndSharedFindingsNameTheirUnits() throws {
        let workspace = try TemporaryWorkspace(repository)
        let server = InProcessServer()
        server.start(in: workspace)
        let feed = workspace.uri("Features/Feed/FeedComponent.swift")
        server.settle(discardingDiagnosticsOf: feed)

        server.notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(feed), "languageId": "swift", "version": 1,
            "text": "protocol FeedDependency: Dependency {\n    var session: Session { get }\n    var clock: Clock { get }\n}\nfinal class FeedComponent: Component<FeedDependency> {}\n",
        ]])
        let published = try XCTUnwrap(server.waitForDiagnostics(of: feed))
        XCTAssertEqual(published.count, 1, "\(published)")
        XCTAssertEqual(published.first?["code"], "missing-dependency")
        let message = published.first?["message"]?.stringValue ?? ""
        XCTAssertTrue(message.hasSuffix("(units App, FeedDemo)"), message)
        // Two roots named alike, no module: as one graph they would be duplicates; as units, both are roots.
        let roots = server.request("workspace/symbol", ["query": "RootComponent"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(roots.count, 2, "\(roots)")
        let elsewhere = server.passedOver.filter { message in
            message["method"] == "textDocument/publishDiagnostics" && message[path: "params", "uri"] != .string(feed)
                && message[path: "params", "diagnostics"]?.arrayValue?.isEmpty == false
        }
        XCTAssertEqual(elsewhere, [], "no duplicate-component on either root")

        // Go to definition of the child the demo creates.
        let definition = server.request("textDocument/definition", [
            "textDocument": ["uri": .string(workspace.uri("Demos/Feed/RootComponent.swift"))],
            "position": ["line": 2, "character": 34],
        ])?["result"]?.arrayValue ?? []
        XCTAssertEqual(definition.first?["uri"]?.stringValue, feed)
        XCTAssertEqual(server.stop(), 0)
    }
}
