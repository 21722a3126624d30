import DIProtocol
import Foundation
import XCTest

/// The server finds files and modules as `--check` does: each file once, loops cut, vendored folders skipped,
/// modules from `Package.swift`, found again when it changes.
final class ServerWorkspaceDiscoveryTests: XCTestCase {
    func testLinkLoopsEndAndEachFileIsAnalysedOnce() throws {
        let workspace = try TemporaryWorkspace("""
            //- Sources/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var feed: FeedComponent { FeedComponent(parent: self) }
            }
            //- Sources/App/Feed.swift
            protocol FeedDependency: Dependency { var session: Session { get } }
            final class FeedComponent: Component<FeedDependency> {}
            //- Pods/Vendored/Vendored.swift
            final class VendoredComponent: BootstrapComponent {}
            """)
        try FileManager.default.createSymbolicLink(atPath: workspace.root.path + "/here", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: workspace.root.path + "/Sources/back", withDestinationPath: workspace.root.path)
        let server = InProcessServer()
        server.start(in: workspace)
        let codes = server.waitForDiagnostics(of: workspace.uri("Sources/App/Feed.swift"))?.compactMap { $0["code"]?.stringValue }
        XCTAssertEqual(codes, ["missing-dependency"], "no duplicate-component of a file against itself")
        let roots = server.request("workspace/symbol", ["query": "Component"])?["result"]?.arrayValue ?? []
        XCTAssertEqual(roots.compactMap { $0["name"]?.stringValue }.sorted(), ["FeedComponent", "RootComponent"], "Pods is skipped")
        XCTAssertEqual(server.stop(), 0)
    }

    func testWhatDiscoverySkipsIsLogged() throws {
        let workspace = try TemporaryWorkspace("//- Empty/README.md\nno Swift here\n")
        let server = InProcessServer()
        let folders: JSONValue = .array([
            ["uri": .string(workspace.uri("Empty")), "name": "Empty"], ["uri": .string(workspace.uri("Missing")), "name": "Missing"],
        ])
        server.request("initialize", ["processId": .null, "workspaceFolders": folders, "capabilities": [:]])
        server.notify("initialized")
        server.request("workspace/symbol", ["query": "a query that matches nothing"])
        // Each folder is its own workspace, indexed on its own: the order of their notes is not fixed.
        XCTAssertEqual(server.logMessages.sorted(), [
            "di-lsp: no Swift files in \(workspace.root.path)/Empty",
            "di-lsp: workspace folder skipped: no such file or directory: \(workspace.root.path)/Missing",
        ])
        XCTAssertEqual(server.stop(), 0)
    }

    func testTheConfigurationAboveTheWorkspaceFolderApplies() throws {
        let workspace = try TemporaryWorkspace("""
            //- .di-lsp.json
            {"severity": {"missing-dependency": "loud"}}
            //- App/Root.swift
            final class RootComponent: BootstrapComponent {}
            """)
        // Started from the folder holding the configuration, as editors often start servers: its path must
        // still be absolute, or its problem would be published for a relative URI.
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(workspace.root.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let server = InProcessServer()
        server.request("initialize", ["processId": .null, "rootUri": .string(workspace.uri("App")), "capabilities": [:]])
        server.notify("initialized")
        let problems = server.waitForDiagnostics(of: workspace.uri(".di-lsp.json"))
        XCTAssertEqual(problems?.first?["code"], "invalid-configuration")
        XCTAssertEqual(server.stop(), 0)
    }

    func testModulesComeFromPackageSwiftAndFollowItsChanges() throws {
        let workspace = try TemporaryWorkspace("""
            //- Package.swift
            let package = Package(name: "Shop", targets: [
                .target(name: "App", path: "Modules/App"),
                .target(name: "Features", path: "Modules/Features"),
                .target(name: "Core", path: "Modules/Core"),
            ])
            //- Modules/App/Root.swift
            final class RootComponent: BootstrapComponent {
                var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
            }
            //- Modules/Features/Checkout.swift
            public final class CheckoutComponent: Component<EmptyDependency> {
                var total: Money { Money() }
                var receipt: ReceiptComponent { ReceiptComponent(parent: self) }
            }
            //- Modules/Core/Receipt.swift
            public protocol ReceiptDependency: Dependency { var total: Money { get } }
            public final class ReceiptComponent: Component<ReceiptDependency> {}
            """)
        let server = InProcessServer()
        server.start(in: workspace, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let receipt = workspace.uri("Modules/Core/Receipt.swift")
        XCTAssertEqual(server.waitForDiagnostics(of: receipt)?.first?["code"], "inaccessible-dependency")

        // One target for everything: the provider is readable.
        try workspace.write("let package = Package(name: \"Shop\", targets: [.target(name: \"App\", path: \"Modules\")])\n", to: "Package.swift")
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(workspace.uri("Package.swift")), "type": 2]]])
        XCTAssertEqual(server.waitForDiagnostics(of: receipt), [])
        XCTAssertEqual(server.stop(), 0)
    }
}
