import DIProtocol
import DIServer
import DITestSupport
import Foundation

/// A fixture's files written to a fresh temporary folder, removed on deinit.
final class TemporaryWorkspace {
    let root: URL
    let fixture: Fixture

    init(_ source: String) throws {
        fixture = Fixture(source)
        root = FileManager.default.temporaryDirectory.appendingPathComponent("di-lsp-test-\(UUID().uuidString)")
        for file in fixture.files { try write(file.text, to: file.path) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var rootURI: String { FileURI.uri(fromPath: root.path).stringValue }

    func uri(_ path: String) -> String { FileURI.uri(fromPath: root.appendingPathComponent(path).path).stringValue }

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}

extension InProcessServer {
    /// `initialize` with `capabilities` and root `workspace`, then `initialized`; returns once the first index is
    /// done (a request waits for it).
    @discardableResult
    func start(in workspace: TemporaryWorkspace, capabilities: JSONValue = [:]) -> JSONValue? {
        let result = request("initialize", ["processId": .null, "rootUri": .string(workspace.rootURI), "capabilities": capabilities])
        notify("initialized")
        request("workspace/symbol", ["query": "a query that matches nothing"])
        return result
    }

    func open(_ path: String, in workspace: TemporaryWorkspace, version: Int = 1) throws {
        notify("textDocument/didOpen", ["textDocument": [
            "uri": .string(workspace.uri(path)), "languageId": "swift", "version": .int(version),
            "text": .string(try workspace.text(of: path)),
        ]])
    }

    /// Shuts down and exits; returns the exit status.
    func stop() -> Int32? {
        request("shutdown")
        notify("exit")
        return waitForExit()
    }

    /// The `window/logMessage` texts seen so far.
    var logMessages: [String] {
        passedOver.filter { $0["method"] == "window/logMessage" }.compactMap { $0[path: "params", "message"]?.stringValue }
    }
}
