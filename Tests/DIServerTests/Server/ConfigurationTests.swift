import DIProtocol
import Foundation
import XCTest

/// The server reads `.di-lsp.json` as `--check` and `di-gen` do, and again when it changes.
final class ServerConfigurationTests: XCTestCase {
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
        //- Sources/Legacy/Old.swift
        protocol OldDependency: Dependency { var clock: Clock { get } }
        final class OldComponent: Component<OldDependency> {}
        """

    /// The key's column in the editor's encoding: after "ç" (two UTF-8 bytes, one UTF-16 unit) and "😀" (four
    /// bytes, two units), `"bogus"` starts at UTF-8 column 31 and UTF-16 column 28 (1-based; LSP counts from 0).
    func testAProblemsColumnIsCountedInTheNegotiatedEncoding() throws {
        let workspace = try TemporaryWorkspace(source)
        try workspace.write("{\"include\": [\"Sourçes😀\"], \"bogus\": 1}\n", to: ".di-lsp.json")
        for (encodings, column) in [([], 27), (["utf-8"], 30)] {
            let server = InProcessServer()
            server.start(in: workspace, capabilities: ["general": ["positionEncodings": .array(encodings.map { .string($0) })]])
            let problem = try XCTUnwrap(server.waitForDiagnostics(of: workspace.uri(".di-lsp.json"))?.first)
            XCTAssertEqual(problem[path: "range", "start"], ["line": 0, "character": .int(column)], "\(encodings)")
            XCTAssertEqual(server.stop(), 0)
        }
    }

    func testBrokenFileIsReportedOnItselfAndFixingItAppliesIt() throws {
        let workspace = try TemporaryWorkspace(source)
        try workspace.write("{\"severity\": {\"missing-dependency\": \"loud\"}}\n", to: ".di-lsp.json")
        let server = InProcessServer()
        server.start(in: workspace)
        let configuration = workspace.uri(".di-lsp.json")
        let problem = try XCTUnwrap(server.waitForDiagnostics(of: configuration)?.first)
        XCTAssertEqual(problem["code"], "invalid-configuration")
        XCTAssertEqual(problem["source"], "di")
        // The defaults are used meanwhile: the missing dependency is an error as usual.
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift"))?.first?["code"], "missing-dependency")

        // Fixed on disk: missing dependencies off, the legacy folder excluded.
        try workspace.write(
            "{\"severity\": {\"missing-dependency\": \"off\"}, \"exclude\": [\"Sources/Legacy\"]}\n", to: ".di-lsp.json")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(configuration), "type": 2]]])
        XCTAssertEqual(server.waitForDiagnostics(of: configuration), [], "the fixed file's problem is cleared")
        XCTAssertEqual(server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift")), [], "missing-dependency is off")
        let symbols = server.request("workspace/symbol", ["query": "Old"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(symbols, [], "Sources/Legacy is excluded")
        XCTAssertEqual(server.stop(), 0)
    }
}
