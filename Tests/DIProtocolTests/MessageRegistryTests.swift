import DIProtocol
import Foundation
import XCTest

final class MessageRegistryTests: XCTestCase {
    func testLooksUpEveryMethodTheServerNeeds() {
        let requests = [
            "initialize", "shutdown", "textDocument/definition", "textDocument/references", "textDocument/hover",
            "textDocument/codeAction", "textDocument/documentSymbol", "workspace/symbol",
            "client/registerCapability", "window/workDoneProgress/create", "workspace/applyEdit",
            "textDocument/inlayHint", "inlayHint/resolve", "workspace/inlayHint/refresh", "textDocument/codeLens",
            "workspace/codeLens/refresh", "textDocument/prepareCallHierarchy", "callHierarchy/incomingCalls",
            "callHierarchy/outgoingCalls", "textDocument/prepareTypeHierarchy", "typeHierarchy/supertypes",
            "typeHierarchy/subtypes", "textDocument/prepareRename", "textDocument/rename", "workspace/executeCommand",
        ]
        for method in requests { XCTAssertEqual(MessageRegistry.requestType(for: method)?.method, method) }
        let notifications = [
            "initialized", "exit", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
            "textDocument/didSave", "workspace/didChangeWatchedFiles", "workspace/didChangeWorkspaceFolders", "workspace/didChangeConfiguration",
            "textDocument/publishDiagnostics", "window/logMessage", "window/showMessage", "$/cancelRequest",
            "$/progress",
        ]
        for method in notifications { XCTAssertEqual(MessageRegistry.notificationType(for: method)?.method, method) }
        XCTAssertEqual(MessageRegistry.requests.count, requests.count)
        XCTAssertEqual(MessageRegistry.notifications.count, notifications.count)
    }

    func testUnknownMethodsAndWrongKindsAreAbsent() {
        XCTAssertNil(MessageRegistry.requestType(for: "textDocument/completion"))
        XCTAssertNil(MessageRegistry.requestType(for: "initialized"))
        XCTAssertNil(MessageRegistry.notificationType(for: "initialize"))
    }

    func testDecodingThroughTheRegistryGivesTheTypedMessage() throws {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"position":{"line":0,"character":0}}}"#
        guard case .request(_, let method, let params) = try MessageDecoder.decode(Data(body.utf8)).get(),
            let type = MessageRegistry.requestType(for: method)
        else { return XCTFail("not a known request") }
        let decoded = try type.decode(params: params)
        XCTAssertEqual(
            decoded as? HoverRequest,
            HoverRequest(textDocument: .init(uri: "file:///a"), position: .init(line: 0, character: 0)))
    }
}
