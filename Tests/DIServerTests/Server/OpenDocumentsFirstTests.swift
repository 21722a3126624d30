import DIProtocol
import Foundation
import XCTest

/// When a change affects many files, the diagnostics of the documents open in the editor are published first:
/// what the user looks at is not behind thousands of others.
final class OpenDocumentsFirstTests: XCTestCase {
    func testTheOpenReaderOfARemovedProviderIsPublishedBeforeEveryOtherReader() throws {
        try checkOpenReaderIsPublishedFirst(readers: 40)
    }

    /// Past a thousand readers the open one's diagnostics are published before the others are even bound
    /// (`AnalysisUpdate`): each reader still gets exactly one notification.
    func testWithThousandsOfReadersTheOpenOneIsPublishedAheadAndNothingTwice() throws {
        try checkOpenReaderIsPublishedFirst(readers: 1_100)
    }

    private func checkOpenReaderIsPublishedFirst(readers: Int) throws {
        var source = """
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var session: Session { Session() }

            """
        let children = (0..<readers).map { "Child\($0)" } + ["Zz"]
        for child in children { source += "    var c\(child): \(child)Component { \(child)Component(parent: self) }\n" }
        source += "}\nfinal class Session {}\n"
        for child in children {
            source += """
                //- Sources/\(child)/\(child)Component.swift
                protocol \(child)Dependency: Dependency { var session: Session { get } }
                final class \(child)Component: Component<\(child)Dependency> {}

                """
        }
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        // The open reader's path sorts after every other reader's.
        try server.open("Sources/Zz/ZzComponent.swift", in: workspace)
        try server.open("Sources/App/Root.swift", in: workspace)
        server.settle(discardingDiagnosticsOf: "")
        let root = workspace.uri("Sources/App/Root.swift")
        let text = try workspace.text(of: "Sources/App/Root.swift").replacingOccurrences(of: "    var session: Session { Session() }\n", with: "")
        server.notify("textDocument/didChange", ["textDocument": ["uri": .string(root), "version": 2], "contentChanges": [["text": .string(text)]]])
        server.settle(discardingDiagnosticsOf: "")
        let published = server.passedOver.filter {
            $0["method"] == "textDocument/publishDiagnostics" && $0[path: "params", "diagnostics"]?.arrayValue?.isEmpty == false
        }.compactMap { $0[path: "params", "uri"]?.stringValue }
        XCTAssertEqual(published.count, children.count)
        XCTAssertEqual(Set(published).count, children.count)
        XCTAssertEqual(published.first, workspace.uri("Sources/Zz/ZzComponent.swift"))
        XCTAssertEqual(server.stop(), 0)
    }
}
