import DIProtocol
import Foundation
import XCTest

/// Swinject's facts are read only in a workspace that imports Swinject (`SwinjectReading`): typing the first
/// `import Swinject` has the server read the files it scanned before, so their registrations count at once.
final class SwinjectFirstImportTests: XCTestCase {
    private let source = """
        //- Sources/App/FeedAssembly.swift
        final class FeedAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Feed.self) { _ in Feed() }
            }
        }
        //- Sources/App/Coordinator.swift
        final class Coordinator {
            let assembler = Assembler([FeedAssembly()])
            func start() {
                _ = assembler.resolver.resolve(Feed.self)!
                _ = assembler.resolver.resolve(Missing.self)!
            }
        }
        """

    func testTheFirstImportCountsTheRegistrationsOfFilesScannedBeforeIt() throws {
        let workspace = try TemporaryWorkspace(source)
        let server = InProcessServer()
        server.start(in: workspace)
        let coordinator = "Sources/App/Coordinator.swift"
        try server.open(coordinator, in: workspace)
        server.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(workspace.uri(coordinator)), "version": 2],
            "contentChanges": [["text": .string("import Swinject\n" + (try workspace.text(of: coordinator)))]],
        ])
        // Only `Missing` is unregistered: `Feed` is registered in the assembly, which imports nothing itself.
        let diagnostics = server.waitForDiagnostics(of: workspace.uri(coordinator)) ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["unregistered-service"])
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("`Missing`") == true, "\(diagnostics)")
        XCTAssertEqual(server.stop(), 0)
    }
}
